import ExampleKit
import Synchronization

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
    /// Runs `race` while no other race (and no example) runs, process-wide.
    ///
    /// A race holds one thread spinning in the factory and needs a second one free for the
    /// caller it waits for; Swift Testing runs tests in parallel on a pool as wide as the
    /// machine has cores, so two races at once could hold both threads of a two-core
    /// machine and starve each other. One at a time, each race gets its second thread.
    public static func alone<Result: Sendable>(_ race: @Sendable () async -> Result) async throws -> Result {
        try await ExampleRunner.exclusively { await race() }
    }

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
    public func holdFirstCreation(grace: Duration = .milliseconds(100), limit: Duration = .seconds(2)) {
        guard creations.add(1, ordering: .sequentiallyConsistent).newValue == 1 else { return }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        while arrivals.load(ordering: .sequentiallyConsistent) < 2, clock.now < deadline {}
        let graceEnd = min(clock.now.advanced(by: grace), deadline)
        while creations.load(ordering: .sequentiallyConsistent) < 2, clock.now < graceEnd {}
    }
}

/// The naive lazy accessor, deliberately wrong, kept as a control: it checks under the lock,
/// unlocks, creates, and locks again to store, so two first callers can both create.
///
/// A first-use test that this type passes too cannot tell a correct accessor from a naive
/// one; the control tests show that, under a ``FirstUseRace``, it makes a second instance.
///
/// ```swift
/// let naive = CheckThenCreate { Index() }
/// naive.value   // may run the factory twice when two tasks ask at once
/// ```
public final class CheckThenCreate<Value: Sendable>: Sendable {
    private let stored = Mutex<Value?>(nil)
    private let make: @Sendable () -> Value

    /// A value `make` will compute on first use, not safely.
    public init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value: the check and the store are two separate critical sections.
    public var value: Value {
        if let existing = stored.withLock({ $0 }) {
            return existing
        }
        let created = make()
        stored.withLock { $0 = created }
        return created
    }
}
