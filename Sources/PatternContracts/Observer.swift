import Testing

// MARK: - What the pattern allows

/// What an observer subject promises: how its subscriptions end, what a delivery does when
/// a subscription is cancelled during it, what happens to an event published during a
/// delivery, and in which order subscribers hear. Each is a documented, widespread choice;
/// the checker checks the clauses that follow from the ones declared.
///
/// ```swift
/// // NotificationCenter-like: tokens kept until removed, a copy of the list, nested events.
/// ObserverSemantics(subscription: .token(endsOnRelease: false), delivery: .snapshot, publishDuringDelivery: .nested)
/// ```
public struct ObserverSemantics: Sendable {
    /// How a subscription ends.
    public enum Subscription: Sendable {
        /// Subscribing returns a token, and cancelling it ends the subscription; with
        /// `endsOnRelease`, letting the token go ends it too (as `AnyCancellable` does). The
        /// subject must not keep an observer alive.
        case token(endsOnRelease: Bool)
        /// The subject holds each observer weakly: a subscription lasts as long as its
        /// observer, and a cancel, if the subject has one, may end it sooner.
        case observerLifetime
        /// The observer is attached and stays until it is detached: the subject may hold it
        /// strongly until then (the classic attach/detach subject).
        case explicitDetach
    }

    /// What a delivery does about a subscription cancelled while it runs.
    public enum Delivery: Sendable {
        /// An event goes to the subscriptions there were when its delivery began: one
        /// cancelled during the delivery still hears that event (a copy of the list).
        case snapshot
        /// A subscription cancelled during a delivery hears nothing more, that event included.
        case live
    }

    /// What happens to an event that a subscriber publishes while another is delivered.
    public enum PublishDuringDelivery: Sendable {
        /// It waits until the current event has reached every subscriber: everyone hears the
        /// events in the order they were published.
        case queued
        /// It is delivered at once, inside the current delivery (`NotificationCenter`,
        /// key-value observing and Combine's subjects do this): the subscribers after the
        /// publisher hear the new event first.
        case nested
        /// Not checked: for a subject whose observers read its state when told of a change
        /// (a pull model), where a nested change is seen twice by design.
        case unchecked
    }

    /// In which order subscribers hear an event.
    public enum Order: Sendable {
        /// In the order they subscribed.
        case subscription
        /// Any order (subscribers kept in a set or a dictionary); each still hears each event once.
        case any
    }

    public var subscription: Subscription
    public var delivery: Delivery
    public var publishDuringDelivery: PublishDuringDelivery
    public var order: Order

    public init(
        subscription: Subscription, delivery: Delivery, publishDuringDelivery: PublishDuringDelivery,
        order: Order = .subscription
    ) {
        self.subscription = subscription
        self.delivery = delivery
        self.publishDuringDelivery = publishDuringDelivery
        self.order = order
    }

    /// The catalogue's publisher and the drill's: tokens that end when released, cancellation
    /// seen at once, events published during delivery queued, subscription order.
    public static let catalogue = ObserverSemantics(
        subscription: .token(endsOnRelease: true), delivery: .live, publishDuringDelivery: .queued)
}

/// One clause of the observer contract.
public enum ObserverClause: String, CaseIterable, Sendable {
    /// Every current subscriber hears each event exactly once (in subscription order, unless
    /// the semantics say any order).
    case notifiesEachOnceInOrder
    /// A cancelled subscription hears nothing more; cancelling twice is harmless, and
    /// cancelling one subscription leaves the others hearing every event.
    case cancelledHearsNothing
    /// A subscription whose token is released hears nothing more (tokens that end on release).
    case releasedHearsNothing
    /// The subject does not keep an observer alive, and an observer that is gone does not
    /// stop the others hearing (tokens and observer lifetimes, not attach/detach).
    case subscribersNotRetained
    /// Once a subscription is cancelled or detached, the subject keeps nothing of its
    /// observer alive (no handler or entry left behind holding it).
    case releasedWhenSubscriptionEnds
    /// A subscription that an earlier subscriber cancels while an event is being delivered
    /// does not hear that event (live delivery only).
    case cancelledDuringDelivery
    /// A subscriber that cancels itself, or an earlier subscriber, while an event is being
    /// delivered does not make a later subscriber miss that event (the classic bug of a
    /// publisher that walks its live list by index).
    case cancellingDuringDeliverySkipsNoOne
    /// A subscriber added while an event is being delivered hears the next event, not that one.
    case subscribedDuringDelivery
    /// An event published while another is being delivered reaches every subscriber once,
    /// queued after the current one or nested inside it, as the semantics say.
    case publishedDuringDelivery

    /// Whether this clause follows from `semantics` for a subject that can (or cannot) cancel.
    func applies(to semantics: ObserverSemantics, canCancel: Bool) -> Bool {
        switch self {
        case .notifiesEachOnceInOrder, .subscribedDuringDelivery: true
        case .cancelledHearsNothing, .cancellingDuringDeliverySkipsNoOne: canCancel
        case .releasedHearsNothing:
            if case .token(endsOnRelease: true) = semantics.subscription { true } else { false }
        case .subscribersNotRetained:
            if case .explicitDetach = semantics.subscription { false } else { true }
        case .releasedWhenSubscriptionEnds: canCancel
        case .cancelledDuringDelivery: canCancel && semantics.delivery == .live
        case .publishedDuringDelivery: semantics.publishDuringDelivery != .unchecked
        }
    }
}

// MARK: - Your subject, your observers

/// How the observer contract drives your subject with your own observer type: the subject
/// holds your observers, not the checker's.
///
/// `observer` makes one of your observers; it must call `hear` with each event it receives
/// (the checker uses that to see who heard what, and keeps no other reference into it).
/// `subscribe` attaches an observer and returns whatever your subject returns (a token,
/// or nothing); `cancel` ends that subscription (cancel the token, or detach the observer).
///
/// ```swift
/// // A classic attach/detach subject whose observers read its state when told:
/// ObserverSubject(
///     observer: { hear in ScoreLabel { hear($0.score) } },
///     subscribe: { game.attach($0) },
///     cancel: { label, _ in game.detach(label) },
///     publish: { game.score = $0 },
///     events: [1, 2])
/// ```
public struct ObserverSubject<Event: Equatable, Observer: AnyObject> {
    let driver: ObserverDriver<Event, Observer>

    /// A subject whose subscriptions can be cancelled (a token, or a detach).
    public init<Token>(
        observer: @escaping (_ hear: @escaping (Event) -> Void) -> Observer,
        subscribe: @escaping (Observer) -> Token,
        cancel: @escaping (Observer, Token) -> Void,
        publish: @escaping (Event) -> Void,
        events: [Event]
    ) {
        driver = ObserverDriver(
            makeObserver: observer, subscribe: { subscribe($0) },
            cancel: { observer, token in
                // The token the checker kept from `subscribe`, of the type it returned.
                guard let token = token as? Token else { return }
                cancel(observer, token)
            },
            releaseToken: { _ in }, publish: publish, events: events)
    }

    /// A subject with no way to cancel: a subscription lasts as long as its observer.
    public init(
        observer: @escaping (_ hear: @escaping (Event) -> Void) -> Observer,
        subscribe: @escaping (Observer) -> Void,
        publish: @escaping (Event) -> Void,
        events: [Event]
    ) {
        driver = ObserverDriver(
            makeObserver: observer, subscribe: { subscribe($0) }, cancel: nil, releaseToken: { _ in },
            publish: publish, events: events)
    }
}

extension ObserverSubject where Observer == ContractSubscriber<Event> {
    /// A subject that takes any object as its observer, with a closure for its events: the
    /// checker's ``ContractSubscriber`` serves as the observer (call its `hear(_:)`).
    ///
    /// ```swift
    /// ObserverSubject(
    ///     subscribe: { probe in signal.subscribe(with: probe) { [weak probe] in probe?.hear($0) } },
    ///     cancel: { _, subscription in subscription.cancel() },
    ///     publish: signal.fire, events: [1, 2])
    /// ```
    public init<Token>(
        subscribe: @escaping (ContractSubscriber<Event>) -> Token,
        cancel: @escaping (ContractSubscriber<Event>, Token) -> Void,
        publish: @escaping (Event) -> Void,
        events: [Event]
    ) {
        self.init(
            observer: { ContractSubscriber(hear: $0) }, subscribe: subscribe, cancel: cancel, publish: publish,
            events: events)
    }
}

/// An observer the checker makes for you: it passes what it hears to the checker, and can
/// keep a subscription token, as a real subscriber does.
public final class ContractSubscriber<Event> {
    /// The subscription token, kept here so the subscriber owns its subscription.
    public var token: AnyObject?
    private let heard: (Event) -> Void

    init(hear: @escaping (Event) -> Void) {
        heard = hear
    }

    /// Records that this subscriber heard `event`; your subject's handler calls it.
    public func hear(_ event: Event) {
        heard(event)
    }
}

/// How the observer contract drives the catalogue's shape of subject: it subscribes the
/// checker's own ``ContractSubscriber``, which keeps the token the subject returns (so a
/// subject that holds its subscriber strongly makes a retain cycle through the token), and
/// checks ``ObserverSemantics/catalogue`` unless told otherwise.
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

    var driver: ObserverDriver<Event, ContractSubscriber<Event>> {
        ObserverDriver(
            makeObserver: { ContractSubscriber(hear: $0) },
            subscribe: { subscriber in
                let token = subscribe(subscriber)
                subscriber.token = token
                return token
            },
            cancel: { subscriber, _ in
                if let token = subscriber.token { cancel(token) }
            },
            releaseToken: { $0.token = nil }, publish: publish, events: events)
    }
}

// MARK: - The checker

/// Checks the observer contract of a subject shaped like the catalogue's (the checker's
/// subscriber keeps its own token), with ``ObserverSemantics/catalogue``: one fresh subject
/// per clause.
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
    try checkObserverContract(.catalogue, clauses, make: make, sourceLocation: sourceLocation)
}

/// The observer contract of a subject shaped like the catalogue's (an ``ObserverHarness``),
/// with the semantics your subject declares; `clauses` default to every clause they allow.
public func checkObserverContract<Event: Equatable>(
    _ semantics: ObserverSemantics,
    _ clauses: [ObserverClause]? = nil,
    make: () throws -> ObserverHarness<Event>,
    sourceLocation: SourceLocation = #_sourceLocation
) rethrows {
    try checkObserver(semantics, clauses, make: { try make().driver }, at: sourceLocation)
}

/// Checks the observer contract on your subject, with your own observers, under the
/// semantics it declares: one fresh subject from `make` per clause. `clauses` default to
/// every clause the semantics allow (see ``ObserverClause``); asking for one they rule out
/// is reported as a mistake in the test.
///
/// ```swift
/// checkObserverContract(.init(subscription: .explicitDetach, delivery: .snapshot, publishDuringDelivery: .nested)) {
///     let game = Game()
///     return ObserverSubject(
///         observer: { hear in ScoreLabel { hear($0.score) } },
///         subscribe: { game.attach($0) }, cancel: { label, _ in game.detach(label) },
///         publish: { game.score = $0 }, events: [1, 2])
/// }
/// ```
public func checkObserverContract<Event: Equatable, Observer: AnyObject>(
    _ semantics: ObserverSemantics,
    _ clauses: [ObserverClause]? = nil,
    make: () throws -> ObserverSubject<Event, Observer>,
    sourceLocation: SourceLocation = #_sourceLocation
) rethrows {
    try checkObserver(semantics, clauses, make: { try make().driver }, at: sourceLocation)
}

/// How the checker drives any shape of subject: observers as objects, tokens as values it
/// may keep.
struct ObserverDriver<Event: Equatable, Observer: AnyObject> {
    /// Makes an observer that calls `hear` with what it hears.
    var makeObserver: (_ hear: @escaping (Event) -> Void) -> Observer
    /// Subscribes an observer; returns the token, which the checker keeps alive.
    var subscribe: (Observer) -> Any
    /// Ends an observer's subscription, given its token; `nil` when the subject cannot.
    var cancel: ((Observer, Any?) -> Void)?
    /// Lets go of any other reference to the observer's token.
    var releaseToken: (Observer) -> Void
    var publish: (Event) -> Void
    var events: [Event]
}

private func checkObserver<Event: Equatable, Observer: AnyObject>(
    _ semantics: ObserverSemantics,
    _ clauses: [ObserverClause]?,
    make: () throws -> ObserverDriver<Event, Observer>,
    at sourceLocation: SourceLocation
) rethrows {
    let probe = try make()
    guard probe.events.count >= 2, probe.events[0] != probe.events[1] else {
        Issue.record("the observer contract needs two different events", sourceLocation: sourceLocation)
        return
    }
    let canCancel = probe.cancel != nil
    let allowed = ObserverClause.allCases.filter { $0.applies(to: semantics, canCancel: canCancel) }
    for clause in clauses ?? [] where !allowed.contains(clause) {
        let declared = "\(semantics.subscription), \(semantics.delivery) delivery\(canCancel ? "" : ", no cancel")"
        Issue.record(
            "the clause '\(clause.rawValue)' does not apply to a subject with these semantics (\(declared))",
            sourceLocation: sourceLocation)
    }
    let chosen = [ObserverCheck.hearsEvents] + (clauses ?? allowed).filter(allowed.contains).map(ObserverCheck.clause)
    /// A check's prerequisites among those that apply here. That a subject keeps no
    /// subscriber alive is a prerequisite only when it is checked too: a test may leave it
    /// out because its handlers hold their observers on purpose.
    func needs(_ check: ObserverCheck) -> [ObserverCheck] {
        ObserverCheck.needs(of: check).filter { needed in
            switch needed {
            case .clause(.subscribersNotRetained): chosen.contains(needed)
            case .clause(let clause): allowed.contains(clause)
            case .hearsEvents: true
            }
        }
    }
    // Each check on a subject of its own, the prerequisites of the chosen clauses included
    // (`make` cannot be kept for later, so every subject is made before the checks run).
    var drivers: [ObserverCheck: ObserverDriver<Event, Observer>] = [.hearsEvents: probe]
    var pending = chosen
    while let check = pending.popLast() {
        if drivers[check] == nil { drivers[check] = try make() }
        pending += needs(check).filter { drivers[$0] == nil }
    }
    runClauses(chosen, needs: needs, property: \.property, at: sourceLocation) { check in
        drivers[check].flatMap { ObserverScene(driver: $0, semantics: semantics).check(check) }
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
        // A subject that keeps every subscriber alive keeps the cancelled ones too: one defect.
        case .clause(.releasedWhenSubscriptionEnds):
            [.hearsEvents, .clause(.cancelledHearsNothing), .clause(.subscribersNotRetained)]
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
        case .clause(.releasedWhenSubscriptionEnds):
            "once a subscription ends, the subject keeps nothing of its subscriber alive"
        case .clause(.cancelledDuringDelivery):
            "a subscription cancelled by an earlier subscriber while an event is delivered does not hear that event"
        case .clause(.cancellingDuringDeliverySkipsNoOne):
            "a subscriber that cancels itself, or an earlier one, while an event is delivered does not make a later "
                + "subscriber miss that event"
        case .clause(.subscribedDuringDelivery):
            "a subscriber added while an event is delivered hears the next event, not that one"
        case .clause(.publishedDuringDelivery):
            "an event published while another is delivered reaches every subscriber once, in the order the subject "
                + "promises"
        }
    }
}

/// One run of one clause on a fresh subject: the subscribers it made, by name, the tokens
/// it keeps for them, and who heard what.
private final class ObserverScene<Event: Equatable, Observer: AnyObject> {
    let driver: ObserverDriver<Event, Observer>
    let semantics: ObserverSemantics
    private(set) var log: [(name: String, event: Event)] = []
    /// The subscribers, by name, while the scene keeps them alive.
    var observers: [String: Observer] = [:]
    /// The tokens the subject returned, by subscriber.
    var tokens: [String: Any] = [:]
    /// What a subscriber does after it hears an event (a clause acts during delivery).
    var onHear: [String: (Event) -> Void] = [:]

    init(driver: ObserverDriver<Event, Observer>, semantics: ObserverSemantics) {
        self.driver = driver
        self.semantics = semantics
    }

    var first: Event { driver.events[0] }
    var second: Event { driver.events[1] }
    var inOrder: Bool { semantics.order == .subscription }

    /// Makes and subscribes the observer `name`.
    func subscribe(_ name: String) {
        let observer = driver.makeObserver { [weak self] event in
            self?.log.append((name, event))
            self?.onHear[name]?(event)
        }
        observers[name] = observer
        tokens[name] = driver.subscribe(observer)
    }

    func subscribe(_ names: [String]) {
        for name in names { subscribe(name) }
    }

    func cancel(_ name: String) {
        guard let observer = observers[name] else { return }
        driver.cancel?(observer, tokens[name])
    }

    func releaseToken(_ name: String) {
        tokens[name] = nil
        if let observer = observers[name] { driver.releaseToken(observer) }
    }

    func heard(by name: String) -> [Event] {
        log.filter { $0.name == name }.map(\.event)
    }

    /// The first of `expected` (name, events) that the log contradicts, as a violation of
    /// `property`.
    func mismatch(_ property: String, _ expected: [(String, [Event])]) -> Violation? {
        for (name, events) in expected {
            let heard = heard(by: name)
            if heard != events {
                return Violation(
                    property: property, observed: "'\(name)' heard \(listed(heard)) instead of \(listed(events))")
            }
        }
        return nil
    }

    /// Who heard what, in order: `a:postLiked(#3)`.
    var order: [String] { log.map { "\($0.name):\($0.event)" } }

    /// Whether the log is `expected` (names and events in order). For subjects that promise
    /// no order: whether each subscriber heard its own events, in order when `ownOrder`
    /// holds, or in any order (who comes after a subscriber that publishes is unknown).
    func heardAsExpected(_ expected: [(String, Event)], ownOrder: Bool = true) -> Bool {
        if inOrder { return order == expected.map { "\($0.0):\($0.1)" } }
        let names = Set(expected.map(\.0)).union(log.map(\.name))
        return names.allSatisfy { name in
            let heard = heard(by: name)
            let due = expected.filter { $0.0 == name }.map(\.1)
            if ownOrder { return heard == due }
            return heard.count == due.count
                && due.allSatisfy { event in
                    heard.filter { $0 == event }.count == due.filter { $0 == event }.count
                }
        }
    }

    /// Drops the scene's own reference to `name`'s observer, and says whether it is gone.
    func release(_ name: String) -> Bool {
        let released = WeakReference(observers[name])
        observers[name] = nil
        return released.object == nil
    }

    func check(_ check: ObserverCheck) -> Violation? {
        let property = check.property
        let othersGoOn = "the other subscribers keep hearing every event"
        let (first, second) = (first, second)
        switch check {
        case .hearsEvents:
            subscribe("a")
            driver.publish(first)
            return mismatch(property, [("a", [first])])
        case .clause(.notifiesEachOnceInOrder):
            // Six subscribers: a subject that keeps them in a set or dictionary would have
            // one chance in 720 of delivering in subscription order by accident.
            let all = ["a", "b", "c", "d", "e", "f"]
            subscribe(all)
            driver.publish(first)
            driver.publish(second)
            guard !heardAsExpected([first, second].flatMap { event in all.map { ($0, event) } }) else { return nil }
            return Violation(
                property: inOrder ? property : "every subscriber hears each event once",
                observed: "subscribers a to f heard \(listed(order))")
        case .clause(.cancelledHearsNothing):
            // Three subscribers, the middle one cancelled twice, then the other two: a token
            // that removes "the entry at the index it had when it subscribed" removes the
            // wrong one on the second call, and cannot find the last one after the first.
            subscribe(["a", "leaving", "c"])
            driver.publish(first)
            cancel("leaving")
            cancel("leaving")
            driver.publish(second)
            if let wrong = mismatch(property, [("leaving", [first])]) { return wrong }
            if let wrong = mismatch(
                "cancelling one subscription, even twice, leaves the others hearing every event",
                [("a", [first, second]), ("c", [first, second])])
            {
                return wrong
            }
            cancel("a")
            cancel("c")
            driver.publish(first)
            return mismatch(property, [("a", [first, second]), ("c", [first, second])])
        case .clause(.releasedHearsNothing):
            subscribe(["a", "leaving", "c"])
            driver.publish(first)
            releaseToken("leaving")
            driver.publish(second)
            return mismatch(property, [("leaving", [first])])
                ?? mismatch(othersGoOn, [("a", [first, second]), ("c", [first, second])])
        case .clause(.subscribersNotRetained):
            // The one that leaves sits between two others, and its token is kept alive here
            // after it is gone: a subject that holds it strongly keeps it alive, and one that
            // stops at a subscriber that is gone (a `break` for a `continue`) starves the last.
            subscribe(["a", "leaving", "c"])
            driver.publish(first)
            if !release("leaving") {
                return Violation(
                    property: property,
                    observed: "'leaving' outlived its last strong reference (the subject, or a handler it keeps, "
                        + "holds it: a retain cycle through its token?)")
            }
            driver.publish(second)
            return mismatch(
                "a subscriber that is gone does not stop the others hearing",
                [("a", [first, second]), ("c", [first, second])])
        case .clause(.releasedWhenSubscriptionEnds):
            subscribe(["a", "leaving", "c"])
            driver.publish(first)
            cancel("leaving")
            releaseToken("leaving")
            guard release("leaving") else {
                return Violation(
                    property: property,
                    observed: "'leaving' outlived its last strong reference after its subscription ended (an entry or "
                        + "a handler left behind still holds it)")
            }
            return nil
        case .clause(.cancelledDuringDelivery):
            subscribe(["canceller", "cancelled"])
            onHear["canceller"] = { [weak self] event in
                guard event == second else { return }
                self?.cancel("cancelled")
            }
            driver.publish(first)
            driver.publish(second)
            return mismatch(property, [("cancelled", [first])])
                ?? mismatch(othersGoOn, [("canceller", [first, second])])
        case .clause(.cancellingDuringDeliverySkipsNoOne):
            // While the second event is delivered, b cancels itself and c cancels a, which
            // has already heard it: c and d must still hear it. A publisher that walks its
            // live list by index skips c when b leaves (and crashes if it walks `indices`).
            subscribe(["a", "b", "c", "d"])
            var armed = true
            onHear["b"] = { [weak self] event in
                if event == second, armed { self?.cancel("b") }
            }
            onHear["c"] = { [weak self] event in
                if event == second, armed { self?.cancel("a") }
            }
            driver.publish(first)
            driver.publish(second)
            armed = false
            driver.publish(first)
            return mismatch(property, [("c", [first, second, first]), ("d", [first, second, first])])
                ?? mismatch(
                    "a subscription cancelled while an event is delivered hears nothing after that event",
                    [("a", [first, second]), ("b", [first, second])])
        case .clause(.subscribedDuringDelivery):
            subscribe(["a", "b"])
            var added = false
            onHear["a"] = { [weak self] event in
                guard event == first, !added else { return }
                added = true
                self?.subscribe("late")
            }
            driver.publish(first)
            driver.publish(second)
            return mismatch(property, [("late", [second])])
                ?? mismatch(othersGoOn, [("a", [first, second]), ("b", [first, second])])
        case .clause(.publishedDuringDelivery):
            let all = ["a", "b", "c"]
            subscribe(all)
            var published = false
            onHear["b"] = { [weak self] event in
                guard event == first, !published else { return }
                published = true
                self?.driver.publish(second)
            }
            driver.publish(first)
            let expected: [(String, Event)] =
                semantics.publishDuringDelivery == .nested
                ? [("a", first), ("b", first), ("a", second), ("b", second), ("c", second), ("c", first)]
                : [first, second].flatMap { event in all.map { ($0, event) } }
            let ownOrder = semantics.publishDuringDelivery == .queued
            guard !heardAsExpected(expected, ownOrder: ownOrder) else { return nil }
            let promise =
                semantics.publishDuringDelivery == .nested
                ? "delivered at once, inside the current delivery" : "queued after the current one"
            return Violation(
                property: property,
                observed: "b published \(second) while hearing \(first) (to be \(promise)), and the subscribers "
                    + "heard \(listed(order))")
        }
    }
}
