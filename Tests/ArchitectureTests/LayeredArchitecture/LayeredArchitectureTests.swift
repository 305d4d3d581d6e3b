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

@Suite struct LayeredArchitectureTests {
    @Test("a message sent offline waits, and is delivered once and in order when the device is back online")
    @MainActor
    func offlineMessagesAreDeliveredOnceInOrder() async throws {
        let (server, talk) = try lunchServer()
        let app = await MessagingApp(server: server, store: InMemoryMessageStore(), me: SampleFeed.anna)
        await app.inbox.pullToRefresh()
        app.inbox.tapRow(0)
        let chat = try #require(app.router.chat)
        app.link.set(up: false)
        await chat.send("yes")
        await chat.send("1pm?")
        #expect(chat.render().contains("(waiting) 1pm?"))
        #expect(server.messages(in: talk.id).count == 1)
        app.link.set(up: true)
        await chat.pullToRefresh()
        await chat.pullToRefresh()
        #expect(server.messages(in: talk.id).map(\.text) == ["lunch today?", "yes", "1pm?"])
        #expect(chat.render().prefix(3) == ["bob: lunch today?", "anna: yes", "anna: 1pm?"])
        #expect(!chat.render().contains { $0.hasPrefix("(waiting)") })
    }

    @Test("offline, the screens show what is stored and say they are offline; back online, the banner goes")
    @MainActor
    func offlineScreensShowWhatIsStored() async throws {
        let (server, _) = try lunchServer()
        let app = await MessagingApp(server: server, store: InMemoryMessageStore(), me: SampleFeed.anna)
        await app.inbox.pullToRefresh()
        let online = app.inbox.render()
        #expect(online == ["#1 bob (1 unread): bob: lunch today?"])
        app.link.set(up: false)
        await app.inbox.pullToRefresh()
        #expect(app.inbox.render() == ["offline: showing saved messages"] + online)
        #expect(app.console.all == ["[WARNING] Messenger: offline: showing stored messages"])
        app.link.set(up: true)
        await app.inbox.pullToRefresh()
        #expect(app.inbox.render() == online)
        #expect(app.console.all.last == "[INFO] Messenger: back online")
    }
}
