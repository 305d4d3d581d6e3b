import ContractSupport
import Foundation
import Futubra
import FutubraServer
import Testing

@testable import Architecture

/// A server with Anna and Bob's conversation, where Bob has written `lunch today?`.
func lunchServer() throws -> (FeedServer, Conversation) {
    let server = FeedServer(feed: try SampleFeed.feed())
    let talk = server.startConversation([SampleFeed.anna, SampleFeed.bob])
    let token = server.signIn().accessToken
    _ = server.respond(
        method: "POST", path: "/conversations/1/messages",
        body: Data(#"{"author": "bob", "text": "lunch today?"}"#.utf8),
        headers: ["Authorization": "Bearer \(token)"])
    return (server, talk)
}

/// Sends two messages offline through the app built with `service`, brings the device back,
/// and checks they wait on screen, then reach the server once each, in order.
@MainActor
func checkOfflineDelivery(
    sourceLocation: SourceLocation = #_sourceLocation, service: @escaping MessagingApp.ServiceMaker
) async throws {
    let (server, talk) = try lunchServer()
    let app = await MessagingApp(server: server, store: InMemoryMessageStore(), me: SampleFeed.anna, service: service)
    await app.inbox.pullToRefresh()
    app.inbox.tapRow(0)
    let chat = try #require(app.router.chat, sourceLocation: sourceLocation)
    app.link.set(up: false)
    await chat.send("yes")
    await chat.send("1pm?")
    expect(chat.render().contains("(waiting) 1pm?"), from: sourceLocation)
    expect(server.messages(in: talk.id).count, equals: 1, from: sourceLocation)
    app.link.set(up: true)
    await chat.pullToRefresh()
    await chat.pullToRefresh()
    expect(server.messages(in: talk.id).map(\.text), equals: ["lunch today?", "yes", "1pm?"], from: sourceLocation)
    expect(
        Array(chat.render().prefix(3)), equals: ["bob: lunch today?", "anna: yes", "anna: 1pm?"], from: sourceLocation)
    expect(!chat.render().contains { $0.hasPrefix("(waiting)") }, from: sourceLocation)
}

@Suite(.timeLimit(.minutes(1)), .watchdog) struct LayeredArchitectureTests {
    @Test("a message sent offline waits, and is delivered once and in order when the device is back online")
    func offlineMessagesAreDeliveredOnceInOrder() async throws {
        try await checkOfflineDelivery { Messenger(api: $0, store: $1, me: $2, log: $3) }
    }

    @Test("control: a service that sends straight to the network loses what is typed offline", .tags(.control))
    func controlOnlineOnlyServiceLosesOfflineMessages() async {
        await withKnownIssue {
            try await checkOfflineDelivery { OnlineOnlyMessenger(api: $0, store: $1, me: $2, log: $3) }
        }
    }

    @Test("offline, the screens show what is stored and say they are offline; back online, the banner goes")
    @MainActor
    func offlineScreensShowWhatIsStored() async throws {
        let (server, _) = try lunchServer()
        let app = await MessagingApp(server: server, store: InMemoryMessageStore(), me: SampleFeed.anna)
        await app.inbox.pullToRefresh()
        let online = app.inbox.render()
        expect(online, equals: ["#1 bob (1 unread): bob: lunch today?"])
        app.link.set(up: false)
        await app.inbox.pullToRefresh()
        expect(app.inbox.render(), equals: ["offline: showing saved messages"] + online)
        expect(app.console.all, equals: ["[WARNING] Messenger: offline: showing stored messages"])
        app.link.set(up: true)
        await app.inbox.pullToRefresh()
        expect(app.inbox.render(), equals: online)
        expect(app.console.all.last, equals: "[INFO] Messenger: back online")
    }

    @Test("a message the server refused shows in its thread as not sent, with the reason")
    @MainActor
    func refusedMessageIsShown() async throws {
        let (server, _) = try lunchServer()
        let app = await MessagingApp(server: server, store: InMemoryMessageStore(), me: SampleFeed.anna)
        await app.inbox.pullToRefresh()
        app.inbox.tapRow(0)
        let chat = try #require(app.router.chat)
        await chat.send("   ")
        expect(chat.render().last, equals: "not sent: status 400: 'a message needs text'")
        await chat.send("yes")
        expect(
            Array(chat.render().prefix(3)),
            equals: ["bob: lunch today?", "anna: yes", "(not sent: status 400: 'a message needs text')    "])
    }

    @Test("the composition root's network layer waits between retries on the real clock")
    @MainActor
    func compositionRootUsesTheRealClock() async throws {
        let (server, _) = try lunchServer()
        let app = await MessagingApp(server: server, store: InMemoryMessageStore(), me: SampleFeed.anna)
        server.failNext(1, status: 503)
        let clock = ContinuousClock()
        let start = clock.now
        await app.inbox.pullToRefresh()
        // The retry's wait (at least half its ceiling) really passed: a virtual clock would
        // return at once.
        let shortest = RetryRule.standard.ceiling(after: 1) / 2
        expect(clock.now - start >= shortest, "the sync took \(clock.now - start)")
        expect(app.inbox.render(), equals: ["#1 bob (1 unread): bob: lunch today?"])
    }
}

/// `expect(_:_:)` reporting at `location`: for a checker that reports at its caller's line.
func expect(_ condition: Bool, _ comment: @autoclosure () -> Testing.Comment? = nil, from location: SourceLocation) {
    expect(
        condition, comment(), fileID: location.fileID, filePath: location.filePath, line: location.line,
        column: location.column)
}

/// `expect(_:equals:_:)` reporting at `location`: for a checker that reports at its caller's line.
func expect<Value: Equatable>(
    _ actual: Value, equals expected: Value, _ comment: @autoclosure () -> Testing.Comment? = nil,
    from location: SourceLocation
) {
    expect(
        actual, equals: expected, comment(), fileID: location.fileID, filePath: location.filePath,
        line: location.line, column: location.column)
}
