import Testing

// MARK: - Observer

/// A subscriber the observer contract subscribes: it writes what it hears to a shared log,
/// and keeps its own subscription token, as a real subscriber does.
public final class ContractSubscriber<Event> {
    /// The name written to the log with each event.
    public let name: String
    /// The subscription token, kept here so the subscriber owns its subscription.
    public var token: AnyObject?
    private let log: ContractLog<Event>

    init(name: String, log: ContractLog<Event>) {
        self.name = name
        self.log = log
    }

    /// Records that this subscriber heard `event`; the harness's handler calls it.
    public func hear(_ event: Event) {
        log.entries.append((name, event))
    }
}

/// Who heard what, in the order they heard it.
final class ContractLog<Event> {
    var entries: [(name: String, event: Event)] = []
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
}

/// Checks the observer contract on fresh subjects from `make`, one per clause.
///
/// Fails (records issues) when the subject notifies out of order or twice, keeps
/// notifying after cancel or release, or keeps a subscriber alive that holds its own token.
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
        let log = ContractLog<Event>()
        let first = harness.events[0]
        let second = harness.events[1]
        func subscriber(_ name: String) -> ContractSubscriber<Event> {
            let subscriber = ContractSubscriber<Event>(name: name, log: log)
            subscriber.token = harness.subscribe(subscriber)
            return subscriber
        }
        switch clause {
        case .notifiesEachOnceInOrder:
            // Six subscribers: a subject that keeps them in a set or dictionary would have
            // one chance in 720 of delivering in subscription order by accident.
            let all = ["a", "b", "c", "d", "e", "f"].map(subscriber)
            harness.publish(first)
            harness.publish(second)
            let heard = log.entries.map { "\($0.name):\($0.event)" }
            let expected = [first, second].flatMap { event in all.map { "\($0.name):\(event)" } }
            #expect(heard == expected, "\(clause)", sourceLocation: sourceLocation)
        case .cancelledHearsNothing:
            let kept = subscriber("kept")
            let leaving = subscriber("leaving")
            harness.publish(first)
            if let token = leaving.token {
                harness.cancel(token)
                harness.cancel(token)
            }
            harness.publish(second)
            let heardByLeaving = log.entries.filter { $0.name == leaving.name }.map(\.event)
            let heardByKept = log.entries.filter { $0.name == kept.name }.map(\.event)
            #expect(heardByLeaving == [first], "\(clause)", sourceLocation: sourceLocation)
            #expect(heardByKept == [first, second], "\(clause)", sourceLocation: sourceLocation)
        case .releasedHearsNothing:
            let kept = subscriber("kept")
            let leaving = subscriber("leaving")
            harness.publish(first)
            leaving.token = nil
            harness.publish(second)
            let heardByLeaving = log.entries.filter { $0.name == leaving.name }.map(\.event)
            let heardByKept = log.entries.filter { $0.name == kept.name }.map(\.event)
            #expect(heardByLeaving == [first], "\(clause)", sourceLocation: sourceLocation)
            #expect(heardByKept == [first, second], "\(clause)", sourceLocation: sourceLocation)
        case .subscribersNotRetained:
            let kept = subscriber("kept")
            var leaving: ContractSubscriber<Event>? = subscriber("leaving")
            harness.publish(first)
            weak let released = leaving
            leaving = nil
            #expect(released == nil, "a subscriber outlived its last strong reference", sourceLocation: sourceLocation)
            harness.publish(second)
            let heardByLeaving = log.entries.filter { $0.name == "leaving" }.map(\.event)
            let heardByKept = log.entries.filter { $0.name == kept.name }.map(\.event)
            #expect(heardByLeaving == [first], "\(clause)", sourceLocation: sourceLocation)
            #expect(heardByKept == [first, second], "\(clause)", sourceLocation: sourceLocation)
        }
    }
}

// MARK: - Lifetimes

/// Checks that `attach` does not keep the object from `make` alive: after the caller drops
/// its last strong reference, a weak reference to the object must be `nil`.
///
/// Use it for anything a host must not own: a delegate, a data source, an observer.
///
/// ```swift
/// checkNotRetained({ RecordingDelegate() }, by: { table.delegate = $0 })
/// ```
public func checkNotRetained<Object: AnyObject>(
    _ make: () throws -> Object,
    by attach: (Object) throws -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
) rethrows {
    var object: Object? = try make()
    if let object {
        try attach(object)
    }
    weak let released = object
    object = nil
    #expect(released == nil, "the host kept the object alive", sourceLocation: sourceLocation)
}
