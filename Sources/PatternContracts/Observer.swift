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
    /// A cancelled subscription hears nothing more; cancelling twice is harmless, and
    /// cancelling one subscription leaves the others hearing every event.
    case cancelledHearsNothing
    /// A subscription whose token is released hears nothing more.
    case releasedHearsNothing
    /// The subject does not keep a subscriber alive (no retain cycle through the token), and
    /// a subscriber that is gone does not stop the others hearing.
    case subscribersNotRetained
    /// A subscription that an earlier subscriber cancels while an event is being delivered
    /// does not hear that event.
    case cancelledDuringDelivery
    /// A subscriber that cancels itself, or an earlier subscriber, while an event is being
    /// delivered does not make a later subscriber miss that event (the classic bug of a
    /// publisher that walks its live list by index).
    case cancellingDuringDeliverySkipsNoOne
    /// A subscriber added while an event is being delivered hears the next event, not that one.
    case subscribedDuringDelivery
    /// An event published while another is being delivered reaches every subscriber after
    /// that one: every subscriber hears the events in the order they were published.
    case publishedDuringDelivery
}

/// Checks the observer contract on fresh subjects from `make`, one per clause.
///
/// Fails (records issues that name the broken property) when the subject notifies out of
/// order or twice, keeps notifying after cancel or release, keeps a subscriber alive that
/// holds its own token, delivers to a subscription cancelled during delivery, lets a
/// subscriber that cancels during delivery make a later one miss the event, lets a
/// subscriber added during delivery hear that event, or delivers an event published during
/// delivery before the current one has reached everybody.
///
/// Before any clause it checks that a subscriber hears a published event at all: when it
/// does not, that is the one issue reported, since no other property can be judged. Each
/// clause that fails records one issue; a clause that needs another that failed (cancelling
/// during delivery needs cancelling) is not judged. If the code under test crashes, the
/// property being checked is written to standard error before the crash report.
public func checkObserverContract<Event: Equatable>(
    _ clauses: [ObserverClause] = ObserverClause.allCases,
    make: () throws -> ObserverHarness<Event>,
    sourceLocation: SourceLocation = #_sourceLocation
) rethrows {
    let chosen = [ObserverCheck.hearsEvents] + clauses.map(ObserverCheck.clause)
    // Each check on a subject of its own, the prerequisites of the chosen clauses included
    // (`make` cannot be kept for later, so every subject is made before the checks run).
    var harnesses: [ObserverCheck: ObserverHarness<Event>] = [:]
    var pending = chosen
    while let check = pending.popLast() {
        guard harnesses[check] == nil else { continue }
        let harness = try make()
        guard harness.events.count >= 2 else {
            Issue.record("the harness needs at least two events", sourceLocation: sourceLocation)
            return
        }
        harnesses[check] = harness
        pending += ObserverCheck.needs(of: check)
    }
    runClauses(chosen, needs: ObserverCheck.needs, property: \.property, at: sourceLocation) { check in
        harnesses[check].flatMap { ObserverScene(harness: $0).check(check) }
    }
}

/// What the observer checker checks: the precondition, then the clauses.
private enum ObserverCheck: Hashable {
    /// A subscriber hears a published event at all.
    case hearsEvents
    case clause(ObserverClause)

    /// What must hold before this can be judged.
    static func needs(of check: Self) -> [Self] {
        switch check {
        case .hearsEvents: []
        case .clause(.cancelledDuringDelivery), .clause(.cancellingDuringDeliverySkipsNoOne):
            [.hearsEvents, .clause(.cancelledHearsNothing)]
        case .clause(.publishedDuringDelivery), .clause(.subscribedDuringDelivery):
            [.hearsEvents, .clause(.notifiesEachOnceInOrder)]
        case .clause: [.hearsEvents]
        }
    }

    var property: String {
        switch self {
        case .hearsEvents:
            "a subscriber hears the events published while it is subscribed (every other property needs this)"
        case .clause(.notifiesEachOnceInOrder):
            "every subscriber hears each event once, in the order they subscribed"
        case .clause(.cancelledHearsNothing):
            "a cancelled subscription hears nothing more, and cancelling it twice is harmless"
        case .clause(.releasedHearsNothing):
            "a subscription whose token is released hears nothing more"
        case .clause(.subscribersNotRetained):
            "the subject must not keep a subscriber alive"
        case .clause(.cancelledDuringDelivery):
            "a subscription cancelled by an earlier subscriber while an event is delivered does not hear that event"
        case .clause(.cancellingDuringDeliverySkipsNoOne):
            "a subscriber that cancels itself, or an earlier one, while an event is delivered does not make a later "
                + "subscriber miss that event"
        case .clause(.subscribedDuringDelivery):
            "a subscriber added while an event is delivered hears the next event, not that one"
        case .clause(.publishedDuringDelivery):
            "an event published while another is delivered reaches every subscriber after that one"
        }
    }
}

/// One run of one clause on a fresh subject.
private struct ObserverScene<Event: Equatable> {
    let harness: ObserverHarness<Event>
    let log = ContractLog<Event>()
    var first: Event { harness.events[0] }
    var second: Event { harness.events[1] }

    func subscriber(_ name: String) -> ContractSubscriber<Event> {
        let subscriber = ContractSubscriber<Event>(name: name, log: log)
        subscriber.token = harness.subscribe(subscriber)
        return subscriber
    }

    func cancel(_ subscriber: ContractSubscriber<Event>?) {
        if let token = subscriber?.token { harness.cancel(token) }
    }

    /// The first of `expected` (name, events) that the log contradicts, as a violation of
    /// `property`.
    func mismatch(_ property: String, _ expected: [(String, [Event])]) -> Violation? {
        for (name, events) in expected {
            let heard = log.heard(by: name)
            if heard != events {
                return Violation(
                    property: property, observed: "'\(name)' heard \(listed(heard)) instead of \(listed(events))")
            }
        }
        return nil
    }

    /// Who heard what, in order: `a:postLiked(#3)`.
    var order: [String] { log.entries.map { "\($0.name):\($0.event)" } }

    func check(_ check: ObserverCheck) -> Violation? {
        let property = check.property
        let othersGoOn = "the other subscribers keep hearing every event"
        switch check {
        case .hearsEvents:
            let only = subscriber("a")
            harness.publish(first)
            return withExtendedLifetime(only) { mismatch(property, [("a", [first])]) }
        case .clause(.notifiesEachOnceInOrder):
            // Six subscribers: a subject that keeps them in a set or dictionary would have
            // one chance in 720 of delivering in subscription order by accident.
            let all = ["a", "b", "c", "d", "e", "f"].map(subscriber)
            harness.publish(first)
            harness.publish(second)
            let expected = [first, second].flatMap { event in all.map { "\($0.name):\(event)" } }
            guard order != expected else { return nil }
            return Violation(property: property, observed: "subscribers a to f heard \(listed(order))")
        case .clause(.cancelledHearsNothing):
            // Three subscribers, the middle one cancelled twice, then the other two: a token
            // that removes "the entry at the index it had when it subscribed" removes the
            // wrong one on the second call, and cannot find the last one after the first.
            let all = ["a", "leaving", "c"].map(subscriber)
            harness.publish(first)
            cancel(all[1])
            cancel(all[1])
            harness.publish(second)
            if let wrong = mismatch(property, [("leaving", [first])]) { return wrong }
            if let wrong = mismatch(
                "cancelling one subscription, even twice, leaves the others hearing every event",
                [("a", [first, second]), ("c", [first, second])])
            {
                return wrong
            }
            cancel(all[0])
            cancel(all[2])
            harness.publish(first)
            return mismatch(property, [("a", [first, second]), ("c", [first, second])])
        case .clause(.releasedHearsNothing):
            let all = ["a", "leaving", "c"].map(subscriber)
            harness.publish(first)
            all[1].token = nil
            harness.publish(second)
            return mismatch(property, [("leaving", [first])])
                ?? mismatch(othersGoOn, [("a", [first, second]), ("c", [first, second])])
        case .clause(.subscribersNotRetained):
            // The one that leaves sits between two others, and its token is kept alive here
            // after it is gone: a subject that holds it strongly keeps it alive, and a
            // publisher that stops at a subscriber that is gone (a `break` for a `continue`)
            // starves the last one.
            let before = subscriber("a")
            var leaving: ContractSubscriber<Event>? = subscriber("leaving")
            let after = subscriber("c")
            let token = leaving?.token
            harness.publish(first)
            let released = WeakReference(leaving)
            leaving = nil
            if released.object != nil {
                return Violation(
                    property: property,
                    observed: "'leaving' outlived its last strong reference (a retain cycle through its token?)")
            }
            harness.publish(second)
            return withExtendedLifetime((before, after, token)) {
                mismatch(
                    "a subscriber that is gone does not stop the others hearing",
                    [("a", [first, second]), ("c", [first, second])])
            }
        case .clause(.cancelledDuringDelivery):
            let canceller = subscriber("canceller")
            let cancelled = subscriber("cancelled")
            let second = second
            canceller.onHear = { [weak cancelled, harness] event in
                guard event == second, let token = cancelled?.token else { return }
                harness.cancel(token)
            }
            harness.publish(first)
            harness.publish(second)
            return mismatch(property, [("cancelled", [first])])
                ?? mismatch(othersGoOn, [("canceller", [first, second])])
        case .clause(.cancellingDuringDeliverySkipsNoOne):
            // While the second event is delivered, b cancels itself and c cancels a, which
            // has already heard it: c and d must still hear it. A publisher that walks its
            // live list by index skips c when b leaves (and crashes if it walks `indices`).
            let all = ["a", "b", "c", "d"].map(subscriber)
            let second = second
            var armed = true
            all[1].onHear = { [weak b = all[1], harness] event in
                guard event == second, armed, let token = b?.token else { return }
                harness.cancel(token)
            }
            all[2].onHear = { [weak a = all[0], harness] event in
                guard event == second, armed, let token = a?.token else { return }
                harness.cancel(token)
            }
            harness.publish(first)
            harness.publish(second)
            armed = false
            harness.publish(first)
            return withExtendedLifetime(all) {
                mismatch(property, [("c", [first, second, first]), ("d", [first, second, first])])
                    ?? mismatch(
                        "a subscription cancelled while an event is delivered hears nothing after that event",
                        [("a", [first, second]), ("b", [first, second])])
            }
        case .clause(.subscribedDuringDelivery):
            let a = subscriber("a")
            let b = subscriber("b")
            var late: ContractSubscriber<Event>?
            let first = first
            a.onHear = { event in
                guard event == first, late == nil else { return }
                late = subscriber("late")
            }
            harness.publish(first)
            harness.publish(second)
            return withExtendedLifetime((a, b, late)) {
                mismatch(property, [("late", [second])])
                    ?? mismatch(othersGoOn, [("a", [first, second]), ("b", [first, second])])
            }
        case .clause(.publishedDuringDelivery):
            let all = ["a", "b", "c"].map(subscriber)
            let (first, second) = (first, second)
            var published = false
            all[1].onHear = { [harness] event in
                guard event == first, !published else { return }
                published = true
                harness.publish(second)
            }
            harness.publish(first)
            let expected = [first, second].flatMap { event in all.map { "\($0.name):\(event)" } }
            guard order != expected else { return nil }
            return Violation(
                property: property,
                observed: "b published \(second) while hearing \(first), and the subscribers heard \(listed(order))")
        }
    }
}
