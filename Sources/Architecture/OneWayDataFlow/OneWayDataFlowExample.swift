import ExampleKit
import Futubra
import FutubraServer
import FutubraUI

/// Plays one-way data flow on a message thread: events go to the action object, every
/// change comes back through `render(_:)`, and a screen that updates itself is caught
/// showing what the state does not hold.
public struct OneWayDataFlowExample: ExampleOnMainActor {
    public static let id = "one-way-data-flow"
    public init() {}

    @MainActor
    public func play(_ transcript: Transcript) async throws {
        let server = FeedServer(feed: try SampleFeed.feed())
        let talk = server.startConversation([SampleFeed.anna, SampleFeed.bob])
        let session = server.signIn()
        let tokens = SharedTokens(accessToken: session.accessToken, refreshToken: session.refreshToken)
        let api = MessagingAPI(
            service: URLSessionEndpointService(server: server, tokens: tokens, clock: VirtualClock()))
        _ = try await api.send("are you in today?", to: talk.id, as: SampleFeed.bob)

        let action = ThreadAction(conversation: talk.id, me: SampleFeed.anna, api: api)
        let screen = ThreadViewController(action: action)
        func show(_ title: String, _ screen: some ThreadScreen, _ action: ThreadAction) {
            let contents = screen.contents
            let faithful = contents == ThreadScreenContents(drawing: action.state)
            transcript.line(
                "\(title): \(contents.lines) field '\(contents.field)' error '\(contents.error)'"
                    + " send \(contents.sendEnabled ? "on" : "off")\(faithful ? "" : "  <- not the state")")
        }

        transcript.section("the screen appears: its action object loads, the screen renders")
        Window().show(screen)
        show("at once", screen, action)
        await action.settle()
        show("answered", screen, action)

        transcript.section("a send: the tap goes to the action, the state comes back by render")
        screen.type("lunch?")
        screen.tapSend()
        show("tapped", screen, action)
        await action.settle()
        show("answered", screen, action)
        screen.type("  ")
        screen.tapSend()
        show("empty draft", screen, action)
        server.failNext(1, status: 503)
        screen.type("1pm?")
        screen.tapSend()
        await action.settle()
        show("server down", screen, action)
        transcript.line("renders: \(action.rendered.count), each a whole state made by the action")

        transcript.section("a screen that updates itself")
        let second = ThreadAction(conversation: talk.id, me: SampleFeed.anna, api: api)
        let eager = SelfUpdatingThreadViewController(action: second)
        Window().show(eager)
        await second.settle()
        server.failNext(1, status: 503)
        eager.type("see you")
        eager.tapSend()
        show("tapped", eager, second)
        await second.settle()
        show("answered", eager, second)
    }
}
