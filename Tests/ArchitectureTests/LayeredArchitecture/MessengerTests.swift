import ContractSupport
import Foundation
import Futubra
import FutubraServer
import Synchronization
import Testing

@testable import Architecture

/// A count that tasks can wait on: `wait(until:)` returns once the count reaches its target.
final class EventCount: Sendable {
    private struct State {
        var count = 0
        var waiters: [(target: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Mutex(State())

    /// A count at zero.
    init() {}

    /// The count now.
    var value: Int { state.withLock { $0.count } }

    /// Adds one and lets go the waiters whose target is reached.
    func increment() {
        let ready = state.withLock { state in
            state.count += 1
            let count = state.count
            let ready = state.waiters.filter { $0.target <= count }
            state.waiters.removeAll { $0.target <= count }
            return ready
        }
        for waiter in ready { waiter.continuation.resume() }
    }

    /// Suspends until the count is at least `target`.
    func wait(until target: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let reached = state.withLock { state in
                if state.count >= target { return true }
                state.waiters.append((target, continuation))
                return false
            }
            if reached { continuation.resume() }
        }
    }
}

/// The network between the device's link and `URLSession`: it counts the message POSTs that
/// reach it and the requests it has answered, and plays a script on the POSTs.
struct ScriptedNetwork: EndpointService {
    /// What the network does with one POST.
    enum Step: Sendable {
        /// Holds it until the latch opens, then sends it.
        case hold(Latch)
        /// Holds it until the latch opens, then drops it before it leaves: a transport error.
        case holdThenDrop(Latch)
    }

    let service: any EndpointService
    /// The step for the `n`th message POST (1 is the first); every other POST goes at once.
    let steps: [Int: Step]
    /// Message POSTs that reached the network.
    let posts = EventCount()
    /// Requests the server answered.
    let answered = EventCount()

    func send<Request: EndpointRequest>(_ request: Request) async throws(NetworkError) -> Request.Response {
        var step: Step?
        if request is SendMessageRequest {
            posts.increment()
            step = steps[posts.value]
        }
        switch step {
        case .hold(let latch): try? await latch.wait()
        case .holdThenDrop(let latch):
            try? await latch.wait()
            throw .transport("the connection dropped")
        case nil: break
        }
        let answer = try await service.send(request)
        answered.increment()
        return answer
    }
}

/// Anna's messenger over a real server and `URLSession`: the device's link, then the
/// scripted network, then the server, where Bob has written `lunch today?`.
struct MessengerRig {
    let server: FeedServer
    let talk: Conversation
    let link = NetworkLink()
    let network: ScriptedNetwork
    let messenger: Messenger

    init(posts steps: [Int: ScriptedNetwork.Step] = [:]) throws {
        (server, talk) = try lunchServer()
        let session = server.signIn()
        let tokens = SharedTokens(accessToken: session.accessToken, refreshToken: session.refreshToken)
        network = ScriptedNetwork(
            service: URLSessionEndpointService(server: server, tokens: tokens, clock: VirtualClock()), steps: steps)
        let api = MessagingAPI(service: LinkedEndpointService(service: network, link: link))
        messenger = Messenger(api: api, store: InMemoryMessageStore(), me: SampleFeed.anna, log: LogService())
    }

    /// The texts of the conversation as the server holds them.
    var stored: [String] { server.messages(in: talk.id).map(\.text) }

    /// Sends each of `texts` while the device is offline, then brings it back.
    func queueOffline(_ texts: [String]) async {
        link.set(up: false)
        for text in texts { expect(await messenger.send(text, to: talk.id), equals: .queued) }
        link.set(up: true)
    }
}

@Suite(.timeLimit(.minutes(1)), .watchdog) struct MessengerTests {
    @Test("two overlapping syncs deliver each waiting message once and lose none")
    func overlappingSyncsDeliverOnce() async throws {
        let latch = Latch()
        let rig = try MessengerRig(posts: [1: .hold(latch), 2: .hold(latch)])
        await rig.queueOffline(["yes", "1pm?"])
        let first = Task { await rig.messenger.sync() }
        await rig.network.posts.wait(until: 1)
        let second = Task { await rig.messenger.sync() }
        // Once the second sync has read the server (two reads each), a check-then-await
        // outbox sends the message the first sync holds in flight a second time.
        await rig.network.answered.wait(until: 4)
        await yield(until: { rig.network.posts.value == 2 }, limit: 10_000)
        latch.open()
        _ = await (first.value, second.value)
        expect(rig.stored, equals: ["lunch today?", "yes", "1pm?"])
        expect(rig.network.posts.value, equals: 2)
        expect(await rig.messenger.thread(rig.talk.id).waiting, equals: [])
    }

    @Test("two sends while online, the first failing with a transport error, stay in order")
    func failedFirstSendIsNotOvertaken() async throws {
        let latch = Latch()
        let rig = try MessengerRig(posts: [1: .holdThenDrop(latch)])
        let first = Task { await rig.messenger.send("yes", to: rig.talk.id) }
        await rig.network.posts.wait(until: 1)
        let second = Task { await rig.messenger.send("1pm?", to: rig.talk.id) }
        // A send that checks for an empty outbox and then awaits sends the second message
        // while the first is still in flight.
        await yield(until: { rig.network.posts.value == 2 }, limit: 10_000)
        latch.open()
        expect(await first.value, equals: .queued)
        expect(await second.value, equals: .queued)
        expect(rig.stored, equals: ["lunch today?"])
        _ = await rig.messenger.sync()
        expect(rig.stored, equals: ["lunch today?", "yes", "1pm?"])
    }

    @Test("a message sent while older ones wait in the outbox goes after them, at once")
    func sendAfterWaitingMessagesGoesAfterThem() async throws {
        let rig = try MessengerRig()
        await rig.queueOffline(["yes", "1pm?"])
        let delivery = await rig.messenger.send("see you", to: rig.talk.id)
        expect(rig.stored, equals: ["lunch today?", "yes", "1pm?", "see you"])
        expect(delivery, equals: .sent(id: 4))
        expect(await rig.messenger.thread(rig.talk.id).waiting, equals: [])
    }

    @Test("a message whose answer was lost after the server stored it is stored once when it is sent again")
    func lostAnswerIsNotStoredTwice() async throws {
        let rig = try MessengerRig()
        rig.link.loseAnswers()
        expect(await rig.messenger.send("yes", to: rig.talk.id), equals: .queued)
        expect(rig.stored, equals: ["lunch today?", "yes"])
        rig.link.set(up: true)
        let report = await rig.messenger.sync()
        expect(report.online)
        expect(rig.stored, equals: ["lunch today?", "yes"])
        let thread = await rig.messenger.thread(rig.talk.id)
        expect(thread.messages.map(\.text), equals: ["lunch today?", "yes"])
        expect(thread.waiting, equals: [])
    }

    @Test("a message the server refuses is taken out of the outbox and shown, and the messages behind it are delivered")
    func refusedMessageDoesNotBlockTheOutbox() async throws {
        let rig = try MessengerRig()
        await rig.queueOffline(["   ", "yes"])
        _ = await rig.messenger.sync()
        expect(rig.stored, equals: ["lunch today?", "yes"])
        let thread = await rig.messenger.thread(rig.talk.id)
        expect(thread.waiting, equals: [])
        expect(thread.refused, equals: [RefusedMessage(text: "   ", reason: "status 400: 'a message needs text'")])
        _ = await rig.messenger.sync()
        expect(rig.network.posts.value, equals: 2, "the refused message is never sent again")
    }

    @Test(
        "a message that meets a failure which may pass waits at the head of the outbox; one the server refuses is not sent again",
        arguments: [(408, true), (429, true), (500, true), (503, true), (400, false), (403, false), (404, false)])
    func failuresThatMayPassWait(status: Int, mayPass: Bool) async throws {
        let rig = try MessengerRig()
        // The network layer retries a keyed POST itself on a failure that may pass: fail
        // every attempt it makes.
        rig.server.failNext(mayPass ? RetryRule.standard.maxAttempts : 1, status: status)
        let delivery = await rig.messenger.send("yes", to: rig.talk.id)
        let thread = await rig.messenger.thread(rig.talk.id)
        if mayPass {
            expect(delivery, equals: .queued)
            expect(thread.waiting, equals: ["yes"])
            _ = await rig.messenger.sync()
            expect(rig.stored, equals: ["lunch today?", "yes"])
        } else {
            expect(delivery, equals: .refused("status \(status): 'the service is unavailable, try again'"))
            expect(thread.waiting, equals: [])
            expect(thread.refused.map(\.text), equals: ["yes"])
            _ = await rig.messenger.sync()
            expect(rig.stored, equals: ["lunch today?"])
        }
    }
}
