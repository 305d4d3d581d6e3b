import Synchronization
import Testing

/// Asks for an instance from `tasks` tasks started together, and returns the identities of
/// the objects they got: one identity means every task received the same object.
///
/// The contract of a singleton, of a multiton for one key and of a lazily created shared
/// object: however many callers arrive at once, the first use creates one object.
///
/// An identity is only unique while its object is alive: a naive accessor that makes a new
/// object per call may show repeated identities as freed memory is reused. So pair this
/// check with a count of how many objects were made.
///
/// ```swift
/// let seen = await identitiesSeen(fromConcurrentTasks: 500) { FutubraApp.shared }
/// expect(seen.count, equals: 1)
/// expect(FutubraApp.initializationCount(), equals: 1)
/// ```
public func identitiesSeen<Instance: AnyObject & Sendable>(
    fromConcurrentTasks tasks: Int = 500,
    _ instance: @escaping @Sendable () -> Instance
) async -> Set<ObjectIdentifier> {
    await withTaskGroup(of: ObjectIdentifier.self) { group in
        for _ in 0..<max(tasks, 0) {
            group.addTask { ObjectIdentifier(instance()) }
        }
        var seen: Set<ObjectIdentifier> = []
        for await identity in group {
            seen.insert(identity)
        }
        return seen
    }
}

/// Holds the first creation of an instance open until a second caller is inside the
/// accessor, so that a test of "created once under concurrent first use" really races.
///
/// Without it, a factory that takes a microsecond has usually finished before a second task
/// even asks, and a naive check-then-create accessor passes by luck. With it, the racing
/// tasks call ``arrive()`` just before they ask, and the factory calls
/// ``holdFirstCreation()``, which returns only when a second caller has arrived and has had
/// time to reach the factory too. A correct accessor keeps that second caller waiting (on
/// its lock, or on `swift_once`) and the factory runs once; a naive one lets it in, and the
/// factory runs twice. Every wait is bounded, so a single-core machine cannot hang.
///
/// ```swift
/// let race = FirstUseRace()
/// let lazy = LazyValue { race.holdFirstCreation(); return Index() }
/// _ = await identitiesSeen(fromConcurrentTasks: 500) { race.arrive(); return lazy.value }
/// ```
public final class FirstUseRace: Sendable {
    private let arrivals = Atomic<Int>(0)
    private let creations = Atomic<Int>(0)

    /// A race nobody has joined yet.
    public init() {}

    /// Called by each racing task just before it asks for the instance.
    public func arrive() {
        arrivals.add(1, ordering: .sequentiallyConsistent)
    }

    /// Called by the factory. The first creation waits until a second caller has arrived,
    /// then until a second creation starts or a grace period ends; later creations go on at
    /// once.
    ///
    /// The second caller needs a second thread, which a test run may keep busy for seconds
    /// with a long synchronous test: `limit` is generous, and only a machine with a single
    /// thread to spare ever waits it out (the wait ends as soon as the second caller arrives).
    public func holdFirstCreation(grace: Duration = .milliseconds(100), limit: Duration = .seconds(30)) {
        guard creations.add(1, ordering: .sequentiallyConsistent).newValue == 1 else { return }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        while arrivals.load(ordering: .sequentiallyConsistent) < 2, clock.now < deadline {}
        let graceEnd = min(clock.now.advanced(by: grace), deadline)
        while creations.load(ordering: .sequentiallyConsistent) < 2, clock.now < graceEnd {}
    }
}

/// The object ``checkSafeFirstUse(tasks:sourceLocation:_:)`` asks your accessor to share.
public final class FirstUseProbe: Sendable {
    /// A probe; the checker makes them, counting each one.
    public init() {}
}

/// Checks that a lazily created shared object is created once, however many callers arrive
/// at the same moment: the contract of a singleton's accessor, a multiton's entry, a lazy value.
///
/// `makeAccessor` receives the factory to call (at most once) and returns the accessor to
/// check. The factory holds its first creation open (see ``FirstUseRace``) until a second
/// caller is inside the accessor, so a check-then-create accessor fails every time, not by
/// luck. Run it alone: it keeps one thread busy while it waits for the second caller.
///
/// ```swift
/// await checkSafeFirstUse { create in
///     let slot = SharedSlot(create)
///     return { slot.value }
/// }
/// ```
public func checkSafeFirstUse(
    tasks: Int = 200,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ makeAccessor: (_ create: @escaping @Sendable () -> FirstUseProbe) -> @Sendable () -> FirstUseProbe
) async {
    let race = FirstUseRace()
    let creations = CallCounter()
    let accessor = makeAccessor {
        race.holdFirstCreation()
        creations.increment()
        return FirstUseProbe()
    }
    let seen = await identitiesSeen(fromConcurrentTasks: tasks) {
        race.arrive()
        return accessor()
    }
    let made = creations.value
    if made != 1 || seen.count != 1 {
        violated(
            "the shared object is created once, however many callers ask for it at the same moment",
            "\(tasks) tasks asking at once ran the factory \(made) time\(made == 1 ? "" : "s") and got "
                + "\(seen.count) different object\(seen.count == 1 ? "" : "s") (check and create must be one step)",
            at: sourceLocation)
    }
}
