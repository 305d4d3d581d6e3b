import ContractSupport
import Testing

@testable import DrillSkeletons

// The observer checker on subjects shaped as real code shapes them, with their own
// observer types: a classic attach/detach subject, a signal whose subscriptions live as
// long as their observers, a notification center with tokens, a dictionary of handlers.
// Each correct one passes under the semantics it declares; each classic defect, and each
// semantics a subject does not keep, fails naming the property.

/// What the subjects below tell their observers: a score.
private protocol ScoreObserver: AnyObject {
    func scoreChanged(to score: Int)
}

/// A label that shows the score: the observers' own type.
private final class ScoreLabel: ScoreObserver {
    private let show: (Int) -> Void

    init(_ show: @escaping (Int) -> Void) {
        self.show = show
    }

    func scoreChanged(to score: Int) {
        show(score)
    }
}

/// The classic subject: attach and detach, a copy of the list for each delivery, the new
/// score pushed to each observer, a change made during delivery delivered at once.
private final class Scoreboard {
    enum Flaw {
        case none
        /// Detach mutes the observer but keeps it in the list.
        case detachKeepsObserver
    }

    private let flaw: Flaw
    private var observers: [ScoreObserver] = []
    private var muted: [ObjectIdentifier] = []

    init(_ flaw: Flaw = .none) {
        self.flaw = flaw
    }

    var score = 0 {
        didSet {
            let value = score
            for observer in observers where !muted.contains(ObjectIdentifier(observer)) {
                observer.scoreChanged(to: value)
            }
        }
    }

    func attach(_ observer: ScoreObserver) {
        observers.append(observer)
    }

    func detach(_ observer: ScoreObserver) {
        if flaw == .detachKeepsObserver {
            muted.append(ObjectIdentifier(observer))
        } else {
            observers.removeAll { $0 === observer }
        }
    }
}

/// A signal: each subscription holds its observer weakly and lasts as long as it; a
/// subscription cancelled during a delivery is skipped at its turn.
private final class ScoreSignal {
    final class Subscription {
        weak var observer: AnyObject?
        let callback: (Int) -> Void

        init(observer: AnyObject, callback: @escaping (Int) -> Void) {
            self.observer = observer
            self.callback = callback
        }

        func cancel() {
            observer = nil
        }
    }

    private let holdsObservers: Bool
    private var subscriptions: [Subscription] = []
    private var kept: [AnyObject] = []

    /// A signal; one that `holdsObservers` keeps them alive (a defect).
    init(holdsObservers: Bool = false) {
        self.holdsObservers = holdsObservers
    }

    @discardableResult
    func subscribe(with observer: AnyObject, _ callback: @escaping (Int) -> Void) -> Subscription {
        if holdsObservers { kept.append(observer) }
        let subscription = Subscription(observer: observer, callback: callback)
        subscriptions.append(subscription)
        return subscription
    }

    func fire(_ value: Int) {
        subscriptions.removeAll { $0.observer == nil }
        for subscription in subscriptions where subscription.observer != nil {
            subscription.callback(value)
        }
    }
}

/// A notification center: a token per handler, kept until removed; a copy of the list for
/// each post; a post during delivery delivered at once.
private final class ScoreCenter {
    final class Token {
        fileprivate let id: Int
        fileprivate init(id: Int) { self.id = id }
    }

    private let keepsHandlers: Bool
    private var handlers: [(id: Int, handler: (Int) -> Void)] = []
    private var removed: Set<Int> = []
    private var nextID = 0

    /// A center; one that `keepsHandlers` only marks a removed handler (a defect).
    init(keepsHandlers: Bool = false) {
        self.keepsHandlers = keepsHandlers
    }

    func addObserver(_ handler: @escaping (Int) -> Void) -> Token {
        nextID += 1
        handlers.append((nextID, handler))
        return Token(id: nextID)
    }

    func removeObserver(_ token: Token) {
        if keepsHandlers {
            removed.insert(token.id)
        } else {
            handlers.removeAll { $0.id == token.id }
        }
    }

    func post(_ value: Int) {
        for entry in handlers where !removed.contains(entry.id) {
            entry.handler(value)
        }
    }
}

/// Handlers in a dictionary by id: no order, a post during delivery delivered at once.
private final class ScoreHandlers {
    final class Token {
        let remove: () -> Void
        init(remove: @escaping () -> Void) { self.remove = remove }
    }

    private var handlers: [Int: (Int) -> Void] = [:]
    private var nextID = 0

    func add(_ handler: @escaping (Int) -> Void) -> Token {
        nextID += 1
        let id = nextID
        handlers[id] = handler
        return Token { [weak self] in self?.handlers[id] = nil }
    }

    /// Calls the handlers in the dictionary's key order, newest first: an order that is not
    /// subscription order on every run (the order of `handlers.values` follows the hash seed,
    /// which sometimes happens to be subscription order and let the control pass).
    func send(_ value: Int) {
        for (_, handler) in handlers.sorted(by: { $0.key > $1.key }) { handler(value) }
    }
}

@Suite(
    "The observer checker takes your own observers and the semantics your subject declares", .timeLimit(.minutes(1)),
    .watchdog)
struct ObserverSemanticsTests {
    static let attachDetach = ObserverSemantics(
        subscription: .explicitDetach, delivery: .snapshot, publishDuringDelivery: .nested)
    static let signal = ObserverSemantics(
        subscription: .observerLifetime, delivery: .live, publishDuringDelivery: .nested)
    static let center = ObserverSemantics(
        subscription: .token(endsOnRelease: false), delivery: .snapshot, publishDuringDelivery: .nested)

    fileprivate static func scoreboard(_ flaw: Scoreboard.Flaw = .none) -> ObserverSubject<Int, ScoreLabel> {
        let board = Scoreboard(flaw)
        return ObserverSubject(
            observer: { hear in ScoreLabel(hear) }, subscribe: { board.attach($0) },
            cancel: { label, _ in board.detach(label) }, publish: { board.score = $0 }, events: [1, 2])
    }

    static func signal(holdsObservers: Bool = false) -> ObserverSubject<Int, ContractSubscriber<Int>> {
        let signal = ScoreSignal(holdsObservers: holdsObservers)
        return ObserverSubject(
            subscribe: { probe in signal.subscribe(with: probe) { [weak probe] in probe?.hear($0) } },
            cancel: { _, subscription in subscription.cancel() }, publish: signal.fire, events: [1, 2])
    }

    /// A center whose handlers capture their label strongly, as much app code does: only
    /// removing the handler lets the label go.
    fileprivate static func center(keepsHandlers: Bool = false) -> ObserverSubject<Int, ScoreLabel> {
        let center = ScoreCenter(keepsHandlers: keepsHandlers)
        return ObserverSubject(
            observer: { hear in ScoreLabel(hear) },
            subscribe: { label in center.addObserver { label.scoreChanged(to: $0) } },
            cancel: { _, token in center.removeObserver(token) }, publish: center.post, events: [1, 2])
    }

    @Test(
        "an attach/detach subject that delivers to a copy of its list passes as what it is: explicit detach, snapshot delivery, nested events"
    )
    func attachDetachPasses() {
        checkObserverContract(Self.attachDetach, make: { Self.scoreboard() })
    }

    @Test("a subject that delivers to a snapshot fails when it claims live delivery", .tags(.control))
    func snapshotIsNotLive() {
        var live = Self.attachDetach
        live.delivery = .live
        expectViolation(
            of: "a subscription cancelled by an earlier subscriber while an event is delivered does not hear that event"
        ) {
            checkObserverContract(live, [.cancelledDuringDelivery], make: { Self.scoreboard() })
        }
    }

    @Test("a detach that only mutes the observer keeps it alive", .tags(.control))
    func detachKeepsObserver() {
        expectViolation(of: "once a subscription ends, the subject keeps nothing of its subscriber alive") {
            checkObserverContract(Self.attachDetach, make: { Self.scoreboard(.detachKeepsObserver) })
        }
    }

    @Test("a signal whose subscriptions live as long as their observers passes as observer lifetime, live, nested")
    func signalPasses() {
        checkObserverContract(Self.signal, make: { Self.signal() })
    }

    @Test("a signal that keeps its observers alive is caught", .tags(.control))
    func signalHoldsObservers() {
        expectViolation(of: "the subject must not keep a subscriber alive") {
            checkObserverContract(Self.signal, make: { Self.signal(holdsObservers: true) })
        }
    }

    @Test(
        "a notification center with tokens kept until removed passes, and lets a label go once its handler is removed")
    func centerPasses() {
        // Handlers that capture their label strongly keep it alive while subscribed, as the
        // center documents: that clause is about subjects that take the observer itself.
        checkObserverContract(
            Self.center,
            [
                .notifiesEachOnceInOrder, .cancelledHearsNothing, .releasedWhenSubscriptionEnds,
                .cancellingDuringDeliverySkipsNoOne, .subscribedDuringDelivery, .publishedDuringDelivery,
            ],
            make: { Self.center() })
    }

    @Test("a center that only marks a removed handler keeps what the handler holds alive", .tags(.control))
    func centerKeepsHandlers() {
        expectViolation(of: "once a subscription ends, the subject keeps nothing of its subscriber alive") {
            checkObserverContract(
                Self.center, [.cancelledHearsNothing, .releasedWhenSubscriptionEnds],
                make: { Self.center(keepsHandlers: true) })
        }
    }

    @Test(
        "handlers in a dictionary pass when the subject promises no order, and fail when it promises subscription order"
    )
    func dictionaryOrder() {
        func handlers() -> ObserverSubject<Int, ContractSubscriber<Int>> {
            let handlers = ScoreHandlers()
            return ObserverSubject(
                subscribe: { probe in handlers.add { [weak probe] in probe?.hear($0) } },
                cancel: { _, token in token.remove() }, publish: handlers.send, events: [1, 2])
        }
        var anyOrder = Self.center
        anyOrder.order = .any
        checkObserverContract(anyOrder, [.notifiesEachOnceInOrder, .publishedDuringDelivery], make: handlers)
        expectViolation(of: "every subscriber hears each event once, in the order they subscribed") {
            checkObserverContract(Self.center, [.notifiesEachOnceInOrder], make: handlers)
        }
    }

    @Test("queued and nested delivery of an event published during delivery are told apart", .tags(.control))
    func queuedAndNested() {
        var queued = Self.attachDetach
        queued.publishDuringDelivery = .queued
        expectViolation(of: "an event published while another is delivered reaches every subscriber once") {
            checkObserverContract(queued, [.publishedDuringDelivery], make: { Self.scoreboard() })
        }
        var nested = ObserverSemantics.catalogue
        nested.publishDuringDelivery = .nested
        expectViolation(of: "an event published while another is delivered reaches every subscriber once") {
            checkObserverContract(nested, [.publishedDuringDelivery]) { ObserverProofs.harness(TombstonePublisher()) }
        }
    }

    @Test("asking for a clause the declared semantics rule out is reported as a mistake in the test", .tags(.control))
    func clauseRuledOut() {
        withKnownIssue {
            checkObserverContract(Self.attachDetach, [.subscribersNotRetained], make: { Self.scoreboard() })
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("the clause 'subscribersNotRetained' does not apply") }
        }
    }
}

/// A publisher bound to the main actor, as most of an iOS app's are, with a token whose
/// `deinit` hops nowhere: cancelling is a plain call on the main actor.
@MainActor
private final class MainActorScoreboard {
    final class Token {
        let cancel: () -> Void
        init(cancel: @escaping () -> Void) { self.cancel = cancel }
    }

    private var labels: [(id: Int, label: ScoreLabel)] = []
    private var nextID = 0

    func subscribe(_ label: ScoreLabel) -> Token {
        nextID += 1
        let id = nextID
        labels.append((id, label))
        return Token { [weak self] in MainActor.assumeIsolated { self?.labels.removeAll { $0.id == id } } }
    }

    func publish(_ score: Int) {
        for entry in labels { entry.label.scoreChanged(to: score) }
    }
}

@Suite("The observer checker runs on the caller's actor", .timeLimit(.minutes(1)), .watchdog)
struct MainActorObserverTests {
    @Test("a main-actor publisher is checked from a main-actor test")
    @MainActor
    func mainActorPublisher() {
        let semantics = ObserverSemantics(
            subscription: .explicitDetach, delivery: .snapshot, publishDuringDelivery: .nested)
        checkObserverContract(semantics) {
            let board = MainActorScoreboard()
            return ObserverSubject(
                observer: { hear in ScoreLabel(hear) }, subscribe: { board.subscribe($0) },
                cancel: { _, token in token.cancel() }, publish: { board.publish($0) }, events: [1, 2])
        }
    }
}
