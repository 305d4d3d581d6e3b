import Testing

/// A subscriber the observer contract subscribes: it writes what it hears to a shared log,
/// and keeps its own subscription token, as a real subscriber does.
public final class ContractSubscriber<Event> {
    /// The name written to the log with each event.
    public let name: String
    /// The subscription token, kept here so the subscriber owns its subscription.
    public var token: AnyObject?
    /// Runs after each event this subscriber hears (a clause uses it to act during delivery).
    var onHear: ((Event) -> Void)?
    private let log: ContractLog<Event>

    init(name: String, log: ContractLog<Event>) {
        self.name = name
        self.log = log
    }

    /// Records that this subscriber heard `event`; the harness's handler calls it.
    public func hear(_ event: Event) {
        log.entries.append((name, event))
        onHear?(event)
    }
}

/// Who heard what, in the order they heard it.
final class ContractLog<Event> {
    var entries: [(name: String, event: Event)] = []

    func heard(by name: String) -> [Event] {
        entries.filter { $0.name == name }.map(\.event)
    }
}

/// How the observer contract drives one implementation of the pattern.
///
/// ```swift
/// ObserverHarness(
///     subscribe: { subscriber in publisher.subscribe(subscriber) { $0.hear($1) } },
///     cancel: { token in (token as? Subscription)?.cancel() },
///     publish: { publisher.publish($0) },
///     events: [.postLiked(PostID(1), by: anna), .postUnliked(PostID(1), by: anna)])
/// ```
public struct ObserverHarness<Event: Equatable> {
    /// Subscribes the subscriber and returns the token that keeps the subscription alive.
    /// The subject must reach the subscriber only through `hear(_:)`.
    public var subscribe: (ContractSubscriber<Event>) -> AnyObject
    /// Cancels the subscription of a token, which the caller keeps alive.
    public var cancel: (AnyObject) -> Void
    /// Makes the subject publish an event.
    public var publish: (Event) -> Void
    /// At least two distinct events the subject can publish.
    public var events: [Event]

    public init(
        subscribe: @escaping (ContractSubscriber<Event>) -> AnyObject,
        cancel: @escaping (AnyObject) -> Void,
        publish: @escaping (Event) -> Void,
        events: [Event]
    ) {
        self.subscribe = subscribe
        self.cancel = cancel
        self.publish = publish
        self.events = events
    }
}

/// One clause of the observer contract.
public enum ObserverClause: String, CaseIterable, Sendable {
    /// Every current subscriber hears each event exactly once, in subscription order.
    case notifiesEachOnceInOrder
    /// A cancelled subscription hears nothing more; cancelling twice is harmless.
    case cancelledHearsNothing
    /// A subscription whose token is released hears nothing more.
    case releasedHearsNothing
    /// The subject does not keep a subscriber alive (no retain cycle through the token).
    case subscribersNotRetained
    /// A subscription that an earlier subscriber cancels while an event is being delivered
    /// does not hear that event.
    case cancelledDuringDelivery
}

/// Checks the observer contract on fresh subjects from `make`, one per clause.
///
/// Fails (records issues that name the broken property) when the subject notifies out of
/// order or twice, keeps notifying after cancel or release, keeps a subscriber alive that
/// holds its own token, or delivers to a subscription cancelled during delivery.
public func checkObserverContract<Event: Equatable>(
    _ clauses: [ObserverClause] = ObserverClause.allCases,
    make: () throws -> ObserverHarness<Event>,
    sourceLocation: SourceLocation = #_sourceLocation
) rethrows {
    for clause in clauses {
        let harness = try make()
        guard harness.events.count >= 2 else {
            Issue.record("the harness needs at least two events", sourceLocation: sourceLocation)
            return
        }
        check(clause, on: harness, sourceLocation: sourceLocation)
    }
}

private func check<Event: Equatable>(
    _ clause: ObserverClause, on harness: ObserverHarness<Event>, sourceLocation: SourceLocation
) {
    let log = ContractLog<Event>()
    let first = harness.events[0]
    let second = harness.events[1]
    func subscriber(_ name: String) -> ContractSubscriber<Event> {
        let subscriber = ContractSubscriber<Event>(name: name, log: log)
        subscriber.token = harness.subscribe(subscriber)
        return subscriber
    }
    func expectHeard(_ name: String, _ expected: [Event], _ property: String) {
        let heard = log.heard(by: name)
        if heard != expected {
            violated(property, "'\(name)' heard \(listed(heard)) instead of \(listed(expected))", at: sourceLocation)
        }
    }
    let othersGoOn = "the other subscribers keep hearing every event"
    switch clause {
    case .notifiesEachOnceInOrder:
        // Six subscribers: a subject that keeps them in a set or dictionary would have
        // one chance in 720 of delivering in subscription order by accident.
        let all = ["a", "b", "c", "d", "e", "f"].map(subscriber)
        harness.publish(first)
        harness.publish(second)
        let heard = log.entries.map { "\($0.name):\($0.event)" }
        let expected = [first, second].flatMap { event in all.map { "\($0.name):\(event)" } }
        if heard != expected {
            violated(
                "every subscriber hears each event once, in the order they subscribed",
                "subscribers a to f heard \(listed(heard))", at: sourceLocation)
        }
    case .cancelledHearsNothing:
        let kept = subscriber("kept")
        let leaving = subscriber("leaving")
        harness.publish(first)
        if let token = leaving.token {
            harness.cancel(token)
            harness.cancel(token)
        }
        harness.publish(second)
        expectHeard(leaving.name, [first], "a cancelled subscription hears nothing more (cancelled twice here)")
        expectHeard(kept.name, [first, second], othersGoOn)
    case .releasedHearsNothing:
        let kept = subscriber("kept")
        let leaving = subscriber("leaving")
        harness.publish(first)
        leaving.token = nil
        harness.publish(second)
        expectHeard(leaving.name, [first], "a subscription whose token is released hears nothing more")
        expectHeard(kept.name, [first, second], othersGoOn)
    case .subscribersNotRetained:
        let kept = subscriber("kept")
        var leaving: ContractSubscriber<Event>? = subscriber("leaving")
        harness.publish(first)
        weak let released = leaving
        leaving = nil
        if released != nil {
            violated(
                "the subject must not keep a subscriber alive",
                "'leaving' outlived its last strong reference (a retain cycle through its token?)",
                at: sourceLocation)
        }
        harness.publish(second)
        expectHeard("leaving", [first], "a subscriber that is gone hears nothing more")
        expectHeard(kept.name, [first, second], othersGoOn)
    case .cancelledDuringDelivery:
        let canceller = subscriber("canceller")
        let cancelled = subscriber("cancelled")
        canceller.onHear = { [weak cancelled] event in
            guard event == second, let token = cancelled?.token else { return }
            harness.cancel(token)
        }
        harness.publish(first)
        harness.publish(second)
        expectHeard(
            cancelled.name, [first],
            "a subscription cancelled by an earlier subscriber while an event is delivered does not hear that event"
        )
        expectHeard(canceller.name, [first, second], othersGoOn)
    }
}
