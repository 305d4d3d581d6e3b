import Synchronization
import Testing

/// Checks an outbox that several callers drain at once (a sync on launch, another on
/// reconnect, one after each send): each message reaches the server once, oldest first, one at
/// a time, and a drain returns only once the messages queued before it are delivered.
///
/// An actor is not a lock: at every `await` it lets other calls in, so a drain that reads the
/// first message, awaits the server, and removes the message only afterwards lets a second
/// drain read the same message and send it again. The checker forces that interleaving instead
/// of hoping for it. Its server holds every send until the checker answers it. It queues two
/// messages, starts a first drain, and waits until that drain's first send has reached the
/// server; only then does it start a second drain, and it waits until that one has sent
/// something, returned, or counted itself in `waiting` (the number of drains your outbox keeps
/// waiting for the delivery under way: the checker reads it to know the second drain has
/// arrived, since a waiting drain is otherwise invisible). Then it answers the sends one at a
/// time, oldest first, until both drains return. Every wait is bounded.
///
/// `make` builds an outbox that delivers with `send`; `enqueue` queues a message; `drain` is
/// the call under test, and `name` what the failures call it ("sync").
///
/// ```swift
/// await checkOverlappingDrainContract(
///     calling: "sync", make: { send in MessageOutbox(send: send) }, enqueue: { await $0.enqueue($1) },
///     drain: { await $0.sync() }, waiting: { await $0.waitingSyncs })
/// ```
public func checkOverlappingDrainContract<Outbox: Sendable>(
    calling name: String = "drain",
    sourceLocation: SourceLocation = #_sourceLocation,
    make: (_ send: @escaping @Sendable (String) async -> Void) -> Outbox,
    enqueue: (Outbox, String) async -> Void,
    drain: @escaping @Sendable (Outbox) async -> Void,
    waiting: @escaping @Sendable (Outbox) async -> Int
) async {
    let messages = ["first", "second"]
    var overlap: OverlapOutcome?
    func run(_ check: DrainCheck) async -> Violation? {
        switch check {
        case .deliversInOrder:
            let server = HeldServer(holding: false)
            let outbox = make { await server.send($0) }
            for message in messages { await enqueue(outbox, message) }
            await drain(outbox)
            let received = server.received
            guard received != messages else { return nil }
            return Violation(
                property: check.property(name),
                observed: "after queueing \(listed(messages)) and one \(name) the server received \(listed(received))")
        case .secondArrives, .overlapSendsOnce, .oneAtATime, .returnsWhenDelivered:
            let outcome: OverlapOutcome
            if let overlap {
                outcome = overlap
            } else {
                outcome = await overlapping(messages, make: make, enqueue: enqueue, drain: drain, waiting: waiting)
                overlap = outcome
            }
            return outcome.violation(of: check, messages: messages, name: name)
        }
    }
    await runClauses(
        DrainCheck.allCases, needs: \.needs, property: { $0.property(name) }, at: sourceLocation, check: run)
}

/// What two overlapping drains did.
private struct OverlapOutcome {
    /// Whether the second drain was seen to arrive: it sent, returned, or counted itself waiting.
    var secondArrived: Bool
    /// Whether both drains returned once the server answered everything it was sent.
    var bothReturned: Bool
    var received: [String]
    var mostInFlight: Int
    /// What the server had answered when the second drain returned.
    var answeredWhenSecondReturned: [String]?

    func violation(of check: DrainCheck, messages: [String], name: String) -> Violation? {
        let observed: String? =
            switch check {
            case .deliversInOrder: nil
            case .secondArrives:
                secondArrived
                    ? nil
                    : "a second \(name) started while the first waited for the server neither sent, nor returned, nor "
                        + "counted itself waiting"
            case .overlapSendsOnce:
                received == messages && bothReturned
                    ? nil
                    : "with \(listed(messages)) queued, the server received \(listed(received))"
                        + (bothReturned ? "" : ", and the \(name)s had not both returned once it had answered them")
            case .oneAtATime:
                mostInFlight <= 1 ? nil : "\(mostInFlight) messages were waiting for the server's answer at once"
            case .returnsWhenDelivered:
                answeredWhenSecondReturned == messages
                    ? nil
                    : "the second \(name) returned when the server had answered "
                        + "\(listed(answeredWhenSecondReturned ?? []))"
            }
        return observed.map { Violation(property: check.property(name), observed: $0) }
    }
}

/// Runs the forced interleaving of two drains.
private func overlapping<Outbox: Sendable>(
    _ messages: [String],
    make: (_ send: @escaping @Sendable (String) async -> Void) -> Outbox,
    enqueue: (Outbox, String) async -> Void,
    drain: @escaping @Sendable (Outbox) async -> Void,
    waiting: @escaping @Sendable (Outbox) async -> Int
) async -> OverlapOutcome {
    let server = HeldServer(holding: true)
    let outbox = make { await server.send($0) }
    for message in messages { await enqueue(outbox, message) }
    let firstDone = Atomic<Bool>(false)
    let secondDone = Atomic<Bool>(false)
    let answeredAtSecond = Mutex<[String]?>(nil)
    let first = Task {
        // Task-local, the note of the property being checked goes with the task.
        await drain(outbox)
        firstDone.store(true, ordering: .sequentiallyConsistent)
    }
    _ = await within { server.received.count >= 1 || firstDone.load(ordering: .sequentiallyConsistent) }
    let second = Task {
        // Task-local, the note of the property being checked goes with the task.
        await drain(outbox)
        answeredAtSecond.withLock { $0 = server.answered }
        secondDone.store(true, ordering: .sequentiallyConsistent)
    }
    let arrived = await within {
        if server.received.count >= 2 || secondDone.load(ordering: .sequentiallyConsistent) { return true }
        return await waiting(outbox) > 0
    }
    // Answer the sends one at a time, oldest first, until both drains return.
    let returned = await within {
        if firstDone.load(ordering: .sequentiallyConsistent) && secondDone.load(ordering: .sequentiallyConsistent) {
            return true
        }
        server.answerOldest()
        return false
    }
    if !returned {
        // Let a drain still waiting for an answer go, so that no task is left behind.
        server.stopHolding()
        await first.value
        await second.value
    }
    return OverlapOutcome(
        secondArrived: arrived, bothReturned: returned, received: server.received, mostInFlight: server.mostInFlight,
        answeredWhenSecondReturned: answeredAtSecond.withLock { $0 })
}

/// Yields until `condition` holds, for at most 10 seconds; returns whether it held.
private func within(_ condition: () async -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(10))
    while clock.now < deadline {
        if await condition() { return true }
        await Task.yield()
    }
    return await condition()
}

/// A server whose sends wait, when it holds them, until the checker answers them.
private final class HeldServer: Sendable {
    private struct State {
        var holding: Bool
        var received: [String] = []
        var answered: [String] = []
        var held: [CheckedContinuation<Void, Never>] = []
        var inFlight = 0
        var mostInFlight = 0
    }

    private let state: Mutex<State>

    init(holding: Bool) {
        state = Mutex(State(holding: holding))
    }

    var received: [String] { state.withLock { $0.received } }
    var answered: [String] { state.withLock { $0.answered } }
    var mostInFlight: Int { state.withLock { $0.mostInFlight } }

    func send(_ message: String) async {
        await withCheckedContinuation { (answer: CheckedContinuation<Void, Never>) in
            let now = state.withLock { state -> Bool in
                state.received.append(message)
                state.inFlight += 1
                state.mostInFlight = max(state.mostInFlight, state.inFlight)
                if state.holding { state.held.append(answer) }
                return !state.holding
            }
            if now { answer.resume() }
        }
        state.withLock { state in
            state.inFlight -= 1
            state.answered.append(message)
        }
    }

    /// Answers the oldest send still waiting, if there is one.
    func answerOldest() {
        let answer = state.withLock { $0.held.isEmpty ? nil : $0.held.removeFirst() }
        answer?.resume()
    }

    /// Answers every send waiting, and every later one at once.
    func stopHolding() {
        let answers = state.withLock { state in
            state.holding = false
            defer { state.held = [] }
            return state.held
        }
        for answer in answers { answer.resume() }
    }
}

/// The clauses of the overlapping-drain contract.
private enum DrainCheck: CaseIterable {
    case deliversInOrder, secondArrives, overlapSendsOnce, oneAtATime, returnsWhenDelivered

    /// The property, naming the call under test `name` ("a sync sends…").
    func property(_ name: String) -> String {
        switch self {
        case .deliversInOrder: "a \(name) sends every queued message once, oldest first"
        case .secondArrives:
            "a \(name) that finds a delivery under way waits for it, counted in the waiting count"
        case .overlapSendsOnce: "two overlapping \(name)s send each message once, oldest first"
        case .oneAtATime: "one message at a time: the next is sent once the one before was answered"
        case .returnsWhenDelivered: "a \(name) returns only once the messages queued before it are delivered"
        }
    }

    var needs: [Self] {
        switch self {
        case .deliversInOrder: []
        case .secondArrives: [.deliversInOrder]
        case .overlapSendsOnce: [.secondArrives]
        case .oneAtATime, .returnsWhenDelivered: [.overlapSendsOnce]
        }
    }
}
