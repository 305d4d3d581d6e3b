import ExampleKit
import Foundation
import Futubra
import FutubraServer

/// Plays the whole messaging app in layers: the list syncs, a thread is read and answered,
/// a reply arrives, the device goes offline (a message waits, the screens show what is
/// stored) and comes back (the message is delivered), then an answer is lost after the
/// server stored a message (sent again under its key, stored once), all through the UI,
/// service, network, persistence and log layers, on a real SQLite file.
public struct LayeredArchitectureExample: Example {
    public static let id = "layered-architecture"
    public init() {}

    public func run(in transcript: Transcript) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layered-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try SQLiteMessageStore(file: folder.appendingPathComponent("messages.sqlite"))
        try await play(transcript, store: store)
    }

    @MainActor
    private func play(_ transcript: Transcript, store: SQLiteMessageStore) async throws {
        let server = FeedServer(feed: try SampleFeed.feed())
        let lunch = server.startConversation([SampleFeed.anna, SampleFeed.bob])
        let films = server.startConversation([SampleFeed.anna, SampleFeed.chen])
        let outsider = server.signIn().accessToken
        // Bob and Chen write from their own devices: straight to the server, untraced.
        func write(_ text: String, by author: UserName, in conversation: Conversation) {
            let body = Data(#"{"author": "\#(author)", "text": "\#(text)"}"#.utf8)
            _ = server.respond(
                method: "POST", path: "/conversations/\(conversation.id.rawValue)/messages", body: body,
                headers: ["Authorization": "Bearer \(outsider)"])
        }
        write("lunch today?", by: SampleFeed.bob, in: lunch)
        write("film tonight?", by: SampleFeed.chen, in: films)

        let app = await MessagingApp(server: server, store: store, me: SampleFeed.anna)
        func show(_ lines: [String]) {
            for line in lines { transcript.line("  " + line) }
        }

        transcript.section("launch: the list syncs through the layers, then shows what is stored")
        await app.inbox.pullToRefresh()
        show(app.inbox.render())

        transcript.section("a thread: read, then answered")
        app.inbox.tapRow(0)
        guard let chat = app.router.chat else { return }
        await chat.appear()
        await chat.send("yes, 1pm")
        show(chat.render())

        transcript.section("a reply arrives")
        write("see you there", by: SampleFeed.bob, in: lunch)
        await chat.pullToRefresh()
        show(chat.render())

        transcript.section("offline: the message waits, the screens show what is stored")
        app.link.set(up: false)
        await chat.send("running 5 min late")
        show(chat.render())
        await app.inbox.pullToRefresh()
        show(app.inbox.render())

        transcript.section("back online: the waiting message is delivered, once")
        app.link.set(up: true)
        await chat.pullToRefresh()
        show(chat.render())
        transcript.line("the server holds \(server.messages(in: lunch.id).map(\.text))")

        transcript.section("an answer lost after the server stored the message: sent again under its key, stored once")
        app.link.loseAnswers()
        await chat.send("on my way")
        show(chat.render())
        app.link.set(up: true)
        await chat.pullToRefresh()
        show(chat.render())
        transcript.line("the server holds \(server.messages(in: lunch.id).map(\.text))")

        transcript.section("the log")
        show(app.console.all)
    }
}
