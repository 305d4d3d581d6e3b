import ContractSupport
import Futubra
import FutubraServer
import FutubraUI
import Synchronization
import Testing

@testable import Architecture

/// A thread with one message from Bob, and Anna's action object over it.
@MainActor
struct ThreadRig {
    let server = FeedServer(feed: Feed())
    let action: ThreadAction

    init() async throws {
        let talk = server.startConversation([SampleFeed.anna, SampleFeed.bob])
        let session = server.signIn()
        let tokens = SharedTokens(accessToken: session.accessToken, refreshToken: session.refreshToken)
        let api = MessagingAPI(
            service: URLSessionEndpointService(server: server, tokens: tokens, clock: VirtualClock()))
        _ = try await api.send("are you in today?", to: talk.id, as: SampleFeed.bob)
        action = ThreadAction(conversation: talk.id, me: SampleFeed.anna, api: api)
    }
}

/// Drives a screen through appear, send, an empty send and a failed send, and after every
/// event (before and after the server answers) checks that the screen shows exactly the
/// action's state and that only the action changed it.
@MainActor
func checkOneWayFlow(
    screen makeScreen: (ThreadAction) -> any ThreadScreen & ViewControllerShowable,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    let rig = try await ThreadRig()
    let screen = makeScreen(rig.action)
    func expectFaithful(_ step: String) {
        #expect(
            screen.contents == ThreadScreenContents(drawing: rig.action.state), "\(step)",
            sourceLocation: sourceLocation)
        #expect(rig.action.rendered.last == rig.action.state, "\(step)", sourceLocation: sourceLocation)
    }
    screen.appear()
    expectFaithful("appeared")
    await rig.action.settle()
    expectFaithful("loaded")
    for (draft, failing) in [("lunch?", false), ("  ", false), ("1pm?", true)] {
        if failing { rig.server.failNext(1, status: 503) }
        let before = rig.action.state
        screen.type(draft)
        #expect(rig.action.state == before, "typing changed the state", sourceLocation: sourceLocation)
        screen.tapSend()
        expectFaithful("tapped '\(draft)'")
        await rig.action.settle()
        expectFaithful("answered '\(draft)'")
    }
    #expect(rig.action.state.messages.map(\.text) == ["are you in today?", "lunch?"], sourceLocation: sourceLocation)
}

/// A screen a test can show in a window.
@MainActor
protocol ViewControllerShowable {
    func appear()
}

extension ThreadViewController: ViewControllerShowable {
    func appear() { Window().show(self) }
}

extension SelfUpdatingThreadViewController: ViewControllerShowable {
    func appear() { Window().show(self) }
}

@MainActor
@Suite(.timeLimit(.minutes(1)), .watchdog) struct OneWayDataFlowTests {
    @Test("the view never changes what it shows by itself: after every event it shows exactly the action's state")
    func viewNeverMutatesState() async throws {
        try await checkOneWayFlow(screen: ThreadViewController.init)
    }

    @Test("control: a view that shows the sent message and clears the field on its own is caught", .tags(.control))
    func controlSelfUpdatingView() async throws {
        await withKnownIssue {
            try await checkOneWayFlow(screen: SelfUpdatingThreadViewController.init)
        }
    }

    @Test("every change reaches the screen as one whole state, in the order the action made them")
    func everyChangeIsRendered() async throws {
        let rig = try await ThreadRig()
        let screen = RecordingScreen()
        rig.action.screen = screen
        rig.action.viewDidAppear()
        await rig.action.settle()
        rig.action.send(draft: "lunch?")
        await rig.action.settle()
        expect(screen.states, equals: rig.action.rendered)
        expect(
            screen.states.map(\.summary),
            equals: [
                "loading, 0 messages", "loaded, 1 messages", "loaded, 1 messages, sending", "loaded, 2 messages",
            ])
    }

    @Test("a refused send comes back as state: the draft is kept and the error shown, the button on again")
    func failureIsState() async throws {
        let rig = try await ThreadRig()
        rig.action.viewDidAppear()
        await rig.action.settle()
        rig.server.failNext(1, status: 503)
        rig.action.send(draft: "lunch?")
        expect(rig.action.state.isSending)
        expect(!rig.action.state.canSend)
        await rig.action.settle()
        expect(rig.action.state.draft, equals: "lunch?")
        expect(rig.action.state.error.hasPrefix("not sent: status 503"))
        expect(rig.action.state.canSend)
        expect(rig.server.messages(in: rig.action.state.conversation).count, equals: 1)
    }

    @Test("a tap while a send is in flight is ignored by the action, not by the view")
    func tapWhileSendingIsIgnored() async throws {
        let rig = try await ThreadRig()
        rig.action.viewDidAppear()
        await rig.action.settle()
        rig.action.send(draft: "lunch?")
        rig.action.send(draft: "lunch?")
        await rig.action.settle()
        expect(
            rig.server.messages(in: rig.action.state.conversation).map(\.text), equals: ["are you in today?", "lunch?"])
    }
}

/// A screen that only records what it is given.
@MainActor
final class RecordingScreen: ThreadRendering {
    var states: [ThreadState] = []
    func render(_ state: ThreadState) { states.append(state) }
}

/// An endpoint service that holds each request, once `holding` is set, until the test lets
/// that one through: the requests of a screen answered in the order a test chooses.
final class HeldEndpointService: EndpointService {
    private let wire: any EndpointService
    private let state = Mutex((holding: false, latches: [Latch]()))

    init(_ wire: any EndpointService) {
        self.wire = wire
    }

    /// Whether later requests are held.
    func hold(_ holding: Bool) { state.withLock { $0.holding = holding } }

    /// The latches of the held requests, in the order they came.
    var held: [Latch] { state.withLock { $0.latches } }

    func send<Request: EndpointRequest>(_ request: Request) async throws(NetworkError) -> Request.Response {
        let latch: Latch? = state.withLock { state in
            guard state.holding else { return nil }
            state.latches.append(Latch())
            return state.latches.last
        }
        if let latch {
            do { try await latch.wait() } catch { throw .cancelled }
        }
        return try await wire.send(request)
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1)), .watchdog) struct ThreadActionSettleTests {
    @Test("two waits for the action to settle both return only once every request it started is answered")
    func overlappingSettlesWaitForEverything() async throws {
        let server = FeedServer(feed: Feed())
        let talk = server.startConversation([SampleFeed.anna, SampleFeed.bob])
        let session = server.signIn()
        let held = HeldEndpointService(
            URLSessionEndpointService(
                server: server,
                tokens: SharedTokens(accessToken: session.accessToken, refreshToken: session.refreshToken),
                clock: VirtualClock()))
        let action = ThreadAction(conversation: talk.id, me: SampleFeed.anna, api: MessagingAPI(service: held))
        action.viewDidAppear()
        await action.settle()
        held.hold(true)
        action.send(draft: "lunch?")
        action.viewDidAppear()
        var bothHeld = false
        for _ in 0..<100_000 where !bothHeld {
            await Task.yield()
            bothHeld = held.held.count == 2 && held.held.allSatisfy { $0.waiting == 1 }
        }
        expect(bothHeld, "the send and the reload are held")
        let first = Task { @MainActor in
            await action.settle()
            return action.state.isSending || action.state.loading != .loaded
        }
        let second = Task { @MainActor in
            await action.settle()
            return action.state.isSending || action.state.loading != .loaded
        }
        for _ in 0..<100 { await Task.yield() }
        held.held[0].open()
        for _ in 0..<1_000 { await Task.yield() }
        held.held[1].open()
        let unsettled = (await first.value, await second.value)
        expect(!unsettled.0 && !unsettled.1, "a settle returned while a request was in flight")
        expect(server.messages(in: talk.id).map(\.text), equals: ["lunch?"])
    }
}
