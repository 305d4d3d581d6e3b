import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
/// ``holdFirstCreation(grace:limit:)``, which returns only when a second caller has arrived
/// and has either started a creation of its own or is blocked waiting for the first one
/// (on Linux the checker reads the second caller's thread state; elsewhere it allows it a
/// grace period to reach the factory). A correct accessor keeps that second caller waiting
/// (on its lock, or on `swift_once`) and the factory runs once; a naive one lets it in, and
/// the factory runs twice. Every wait is bounded, so a single-core machine cannot hang.
///
/// ``checkSafeFirstUse(tasks:sourceLocation:_:)`` does all this with two threads of its own;
/// use this type for a race the checkers do not cover.
///
/// ```swift
/// let race = FirstUseRace()
/// let lazy = LazyValue { race.holdFirstCreation(); return Index() }
/// _ = await identitiesSeen(fromConcurrentTasks: 500) { race.arrive(); return lazy.value }
/// ```
public final class FirstUseRace: Sendable {
    private let arrivals = Atomic<Int>(0)
    private let creations = Atomic<Int>(0)
    /// The second arrival's thread, to see whether it is blocked.
    private let second = Mutex<ThreadState?>(nil)

    /// A race nobody has joined yet.
    public init() {}

    /// Called by each racing task just before it asks for the instance.
    public func arrive() {
        if arrivals.add(1, ordering: .sequentiallyConsistent).newValue == 2 {
            let state = ThreadState.current()
            second.withLock { $0 = state }
        }
    }

    /// Called by the factory. The first creation waits until a second caller has arrived,
    /// then until a second creation starts or that caller is blocked waiting for the first
    /// (where a thread's state can be read; elsewhere, until `grace` has passed); later
    /// creations go on at once.
    ///
    /// The second caller needs a second thread, which a test run may keep busy for seconds
    /// with a long synchronous test: `limit` is generous, and only a machine with a single
    /// thread to spare ever waits it out (the wait ends as soon as the second caller arrives).
    public func holdFirstCreation(grace: Duration = .milliseconds(100), limit: Duration = .seconds(30)) {
        guard creations.add(1, ordering: .sequentiallyConsistent).newValue == 1 else { return }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        while arrivals.load(ordering: .sequentiallyConsistent) < 2, clock.now < deadline {
            yieldBriefly()
        }
        let state = second.withLock { $0 }
        let graceEnd = min(clock.now.advanced(by: state == nil ? grace : .seconds(2)), deadline)
        var asleep = 0
        while creations.load(ordering: .sequentiallyConsistent) < 2, clock.now < graceEnd {
            if let state {
                asleep = state.isBlocked ? asleep + 1 : 0
                if asleep >= ThreadState.blockedSamples { break }
            }
            yieldBriefly()
        }
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
/// check. Two threads of the checker's own ask the accessor; the first caller's creation is
/// held open until the second caller has either started a creation of its own (a
/// check-then-create accessor: the checker then lets the two finish one after the other, so
/// even an unsynchronised store cannot crash) or is blocked waiting for the first (a lock
/// held across the creation, or `swift_once`). So a check-then-create accessor fails every
/// time, not by luck. Then `tasks` tasks ask at once, and all must get the same object.
/// Race checks run one at a time in the process (see ``runRaceAlone(_:)``).
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
    let duel = FirstUseDuel()
    let accessor = makeAccessor {
        duel.creating()
        return FirstUseProbe()
    }
    await checkFirstUse(duel: duel, accessor: accessor, tasks: tasks, at: sourceLocation)
}

/// Checks that a shared object made by your own initializer (a `static let shared`, a lazy
/// global, your own accessor) is created once, however many callers ask at the same moment.
///
/// Your type's initializer calls a hook you keep for tests; `countingCreations` sets that
/// hook to the checker's. The checker's hook counts creations and holds the first one open
/// until a second caller is blocked waiting for it or has started a creation of its own, as
/// ``checkSafeFirstUse(tasks:sourceLocation:_:)`` does with a factory. The check needs the
/// very first use of the object: if it was made before the check (an earlier test, or an
/// example, used it), there is nothing to race, and the check says so. Run it first, or in
/// a process of its own (an exit test).
///
/// ```swift
/// // In the app:
/// final class AppSession: Sendable {
///     static let shared = AppSession()
///     static let onCreate = Mutex<@Sendable () -> Void>({})
///     private init() { Self.onCreate.withLock { $0 }() }
/// }
/// // In a test:
/// await checkSafeFirstUse(
///     of: { AppSession.shared }, countingCreations: { hook in AppSession.onCreate.withLock { $0 = hook } })
/// ```
public func checkSafeFirstUse<Instance: AnyObject>(
    of accessor: @escaping @Sendable () -> Instance,
    tasks: Int = 200,
    sourceLocation: SourceLocation = #_sourceLocation,
    countingCreations install: (_ hook: @escaping @Sendable () -> Void) -> Void
) async {
    let duel = FirstUseDuel()
    install { duel.creating() }
    await checkFirstUse(duel: duel, accessor: accessor, tasks: tasks, at: sourceLocation)
}

/// The clauses of the first-use contract.
private enum FirstUseCheck: CaseIterable {
    case createdOnce, everyCallerShares

    var property: String {
        switch self {
        case .createdOnce:
            "the shared object is created once, however many callers ask for it at the same moment"
        case .everyCallerShares: "every caller gets the same object"
        }
    }

    var needs: [Self] { self == .everyCallerShares ? [.createdOnce] : [] }
}

private func checkFirstUse<Instance: AnyObject>(
    duel: FirstUseDuel, accessor: @escaping @Sendable () -> Instance, tasks: Int, at sourceLocation: SourceLocation
) async {
    await runRaceAlone {
        var outcome: FirstUseDuel.Outcome?
        await runClauses(FirstUseCheck.allCases, needs: \.needs, property: \.property, at: sourceLocation) { check in
            switch check {
            case .createdOnce:
                let result = await duel.run(accessor)
                outcome = result
                switch result.verdict {
                case .noCreation:
                    return Violation(
                        property: check.property,
                        observed: "no creation was seen: the object existed before the check (was it used "
                            + "earlier in this process?), or its initializer does not call the hook")
                case .createdTwice:
                    return Violation(
                        property: check.property,
                        observed: "a second caller that asked while the first was still creating ran the factory "
                            + "too: 2 creations (check and create must be one step)")
                case .oneCreation:
                    return nil
                }
            case .everyCallerShares:
                let note = CrashNote.current
                let seen = await withTaskGroup(of: ObjectIdentifier.self) { group in
                    for _ in 0..<max(tasks, 0) {
                        group.addTask { CrashNote.noting(note) { ObjectIdentifier(accessor()) } }
                    }
                    return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
                }
                let all = Set(outcome?.identities ?? []).union(seen)
                let made = duel.creations
                guard all.count > 1 || made > 1 else { return nil }
                return Violation(
                    property: check.property,
                    observed: "the two racing callers and \(tasks) tasks asking afterwards got "
                        + "\(counted(all.count, "different object")), and the factory ran \(counted(made, "time"))")
            }
        }
    }
}

// MARK: - The duel behind the first-use checks

/// Two threads ask an accessor for its object for the first time. The first caller's
/// creation is held open; the second caller starts only then. The hold ends when the second
/// caller starts a creation of its own (the accessor let it in: two creations), or is seen
/// blocked (the accessor made it wait: correct), or has returned, or a limit passes. A
/// second creation waits until the first caller has returned, so the two never store at once.
final class FirstUseDuel: Sendable {
    /// What a duel found.
    struct Outcome {
        enum Verdict: Sendable { case noCreation, oneCreation, createdTwice }
        var verdict: Verdict
        /// What each caller got, first caller first: kept alive, so that two objects never
        /// show one identity because the first was freed and its memory reused.
        var objects: [Kept]
        /// The identities of ``objects``.
        var identities: [ObjectIdentifier] { objects.map { ObjectIdentifier($0.object) } }
    }

    private let created = Atomic<Int>(0)
    private let firstReturned = Atomic<Bool>(false)
    private let secondReturned = Atomic<Bool>(false)
    private let secondState = Mutex<ThreadState?>(nil)
    private let secondStarted = Atomic<Bool>(false)
    /// Starts the second caller: set by ``run(_:)``, called by the first creation.
    private let startSecond = Mutex<(@Sendable () -> Void)?>(nil)
    private let limit: Duration

    /// A duel whose waits each end after `limit` at the latest.
    init(limit: Duration = .seconds(2)) {
        self.limit = limit
    }

    /// How many creations have started.
    var creations: Int { created.load(ordering: .sequentiallyConsistent) }

    /// Called at the start of every creation, from the factory or the initializer's hook.
    func creating() {
        let number = created.add(1, ordering: .sequentiallyConsistent).newValue
        if number == 1 {
            holdFirst()
        } else if number == 2 {
            // The accessor let a second caller in; let the first one finish (and store)
            // before this one goes on, so an unsynchronised pool is never written twice at once.
            wait(until: { firstReturned.load(ordering: .sequentiallyConsistent) })
        }
    }

    /// Runs the duel: the first caller on a thread of its own, which starts the second from
    /// inside its creation.
    func run<Instance: AnyObject>(_ accessor: @escaping @Sendable () -> Instance) async -> Outcome {
        let note = CrashNote.current
        let callers = Callers()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            callers.whenDone = done
            startSecond.withLock {
                $0 = { [self] in
                    callers.expectSecond()
                    Thread.detachNewThread { [self] in
                        secondState.withLock { $0 = ThreadState.current() }
                        secondStarted.store(true, ordering: .sequentiallyConsistent)
                        let object = CrashNote.noting(note) { Kept(accessor()) }
                        secondReturned.store(true, ordering: .sequentiallyConsistent)
                        callers.finished(2, with: object)
                    }
                }
            }
            Thread.detachNewThread { [self] in
                let object = CrashNote.noting(note) { Kept(accessor()) }
                firstReturned.store(true, ordering: .sequentiallyConsistent)
                callers.finished(1, with: object)
            }
        }
        let verdict: Outcome.Verdict =
            switch creations {
            case 0: .noCreation
            case 1: .oneCreation
            default: .createdTwice
            }
        return Outcome(verdict: verdict, objects: callers.objects)
    }

    /// What the two callers got, and who waits for both.
    private final class Callers: Sendable {
        private struct State {
            var expected = 1
            var objects: [Int: Kept] = [:]
            var done: CheckedContinuation<Void, Never>?
        }
        private let state = Mutex(State())

        var whenDone: CheckedContinuation<Void, Never>? {
            get { state.withLock { $0.done } }
            set { state.withLock { $0.done = newValue } }
        }

        /// The second caller is about to start: wait for it too.
        func expectSecond() {
            state.withLock { $0.expected = 2 }
        }

        func finished(_ caller: Int, with object: Kept) {
            let done = state.withLock { state -> CheckedContinuation<Void, Never>? in
                state.objects[caller] = object
                guard state.objects.count == state.expected else { return nil }
                defer { state.done = nil }
                return state.done
            }
            done?.resume()
        }

        /// What the callers got, first caller first.
        var objects: [Kept] {
            state.withLock { state in state.objects.keys.sorted().compactMap { state.objects[$0] } }
        }
    }

    /// Holds the first creation until the second caller has started a creation, is blocked,
    /// or has returned (or the limit passes).
    private func holdFirst() {
        let start = startSecond.withLock { $0 }
        start?()
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        var asleep = 0
        while clock.now < deadline {
            if created.load(ordering: .sequentiallyConsistent) >= 2 { return }
            if secondReturned.load(ordering: .sequentiallyConsistent) { return }
            if secondStarted.load(ordering: .sequentiallyConsistent) {
                if let state = secondState.withLock({ $0 }) {
                    asleep = state.isBlocked ? asleep + 1 : 0
                    if asleep >= ThreadState.blockedSamples { return }
                }
            }
            yieldBriefly()
        }
    }

    private func wait(until done: () -> Bool) {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        while !done(), clock.now < deadline {
            yieldBriefly()
        }
    }
}

/// An object a racing caller got, kept alive until the race is judged.
struct Kept: @unchecked Sendable {
    // @unchecked: the object is only kept alive and compared by identity; nothing ever calls
    // into it or reads it from another thread, so it may be of a type that is not Sendable.
    let object: AnyObject

    init(_ object: AnyObject) {
        self.object = object
    }
}

/// Gives the processor to other threads for a moment, in a wait loop that polls.
private func yieldBriefly() {
    usleep(100)
}

/// A thread's scheduling state, read from outside the thread: whether it is blocked, waiting
/// for something (a lock, `swift_once`), rather than running or ready to run.
///
/// Linux shows it in `/proc/thread-self/stat`, opened by the thread itself and read later by
/// another. Where that file does not exist, ``current()`` is `nil`, and waits fall back on
/// time.
final class ThreadState: Sendable {
    /// How many polls in a row must see the thread blocked: a single one may be a passing
    /// wait (a page, the allocator's lock).
    static let blockedSamples = 3

    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The state of the calling thread, to be read from another.
    static func current() -> ThreadState? {
        #if os(Linux)
            let descriptor = open("/proc/thread-self/stat", O_RDONLY)
            return descriptor < 0 ? nil : ThreadState(descriptor: descriptor)
        #else
            return nil
        #endif
    }

    /// Whether the thread is sleeping (state `S`): blocked on a lock, a condition or a futex.
    var isBlocked: Bool {
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        // "tid (name) S …": the name may hold spaces and parentheses; the state follows the last ')'.
        guard let close = buffer[..<count].lastIndex(of: UInt8(ascii: ")")), close + 2 < count else {
            return false
        }
        return buffer[close + 2] == UInt8(ascii: "S")
    }

    deinit {
        close(descriptor)
    }
}

// MARK: - Race checks one at a time

/// Runs `body` while no other race check runs in this process, and returns its result.
///
/// A race check holds threads busy while it waits for its second caller; two at once would
/// compete for the same processors. The first-use and flyweight checkers run their races
/// through this already; call it around a race of your own (one built on ``FirstUseRace``).
/// Nested calls do not wait for themselves.
public func runRaceAlone<Result>(_ body: () async throws -> Result) async rethrows -> Result {
    if RaceLane.isInside { return try await body() }
    await RaceLane.shared.enter()
    do {
        let result = try await RaceLane.$isInside.withValue(true) { try await body() }
        await RaceLane.shared.leave()
        return result
    } catch {
        await RaceLane.shared.leave()
        throw error
    }
}

/// The one lane race checks take, one after the other.
private actor RaceLane {
    static let shared = RaceLane()
    @TaskLocal static var isInside = false

    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func enter() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func leave() {
        if waiting.isEmpty {
            busy = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
