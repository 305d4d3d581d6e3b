import Dispatch
import Foundation
import Synchronization
import Testing

/// Checks the contract of request de-duplication ("one load for many callers"): callers
/// that ask for the same key while it loads share one load and all get its value; a failure
/// reaches every one of them and is not kept, so the next call loads again; a value that
/// has loaded is served from the cache; different keys load apart.
///
/// `make` receives the loader to put behind your cache (it loads a key's value, and counts
/// each call) and returns the cache; `get` asks the cache for a key. The loader answers the
/// `n`th load of a key with `"<key> #n"`, so a caller that got the answer of a second load
/// is seen.
///
/// The overlap is forced, never left to timing. The callers run on an executor of the
/// checker's own (a task executor preference, which a default actor's code follows as well),
/// all queued on it before the first one runs, and the first load is held open until every caller has asked and that executor has
/// nothing left to run: every caller is then either waiting for the load in flight or has
/// started a load of its own. Only then does the first load answer. A check-then-await cache
/// (each caller finds nothing cached and loads) or one that stores the value only after the
/// load (the callers that come in meanwhile load again) fails every time. A cache whose
/// code runs on another executor (the main actor, an actor with an executor of its own)
/// still passes when it is right; only the forcing of the overlap is weaker for it.
///
/// ```swift
/// await checkCoalescingContract(
///     make: { load in PostCache(load: load) },
///     get: { cache, key in try await cache.value(for: key) })
/// ```
public func checkCoalescingContract<Cache: Sendable>(
    callers: Int = 5,
    make: (_ load: @escaping @Sendable (String) async throws -> String) -> Cache,
    get: @escaping @Sendable (Cache, String) async throws -> String,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    let callers = max(callers, 2)
    await runClauses(CoalescingCheck.allCases, needs: \.needs, property: \.property, at: sourceLocation) {
        (check: CoalescingCheck) async -> Violation? in
        let loads = HeldLoads(failing: check == .failureReachesEveryone || check == .failureNotKept)
        let cache = make { key in try await loads.load(key) }
        let executor = CallerExecutor(note: CrashNote.current)
        defer { executor.stop() }
        switch check {
        case .oneLoadForMany:
            let answers = await ask(cache, for: Array(repeating: "post-3", count: callers), on: executor, loads, get)
            let got = answers.compactMap { try? $0.get() }
            guard loads.count("post-3") != 1 || got != Array(repeating: "post-3 #1", count: callers) else { return nil }
            return Violation(
                property: check.property,
                observed:
                    "\(callers) callers at once started \(counted(loads.count("post-3"), "load")) and got \(listed(answers.map(describe)))"
            )
        case .servedFromCache:
            _ = await ask(cache, for: ["post-3"], on: executor, loads, get)
            let later = await ask(cache, for: ["post-3", "post-3"], on: executor, loads, get)
            guard loads.count("post-3") != 1 || later.map(describe) != ["post-3 #1", "post-3 #1"] else { return nil }
            return Violation(
                property: check.property,
                observed:
                    "two calls after the first load gave \(listed(later.map(describe))), with \(counted(loads.count("post-3"), "load")) in all"
            )
        case .failureReachesEveryone:
            let answers = await ask(cache, for: Array(repeating: "post-3", count: callers), on: executor, loads, get)
            let failed = answers.filter { if case .failure = $0 { true } else { false } }.count
            guard loads.count("post-3") != 1 || failed != callers else { return nil }
            return Violation(
                property: check.property,
                observed:
                    "\(callers) callers at once started \(counted(loads.count("post-3"), "load")), and \(failed) of them got the failure: \(listed(answers.map(describe)))"
            )
        case .failureNotKept:
            _ = await ask(cache, for: ["post-3"], on: executor, loads, get)
            loads.stopFailing()
            let next = await ask(cache, for: ["post-3"], on: executor, loads, get)
            guard loads.count("post-3") != 2 || next.map(describe) != ["post-3 #2"] else { return nil }
            return Violation(
                property: check.property,
                observed:
                    "after a failed load, the next call gave \(listed(next.map(describe))), with \(counted(loads.count("post-3"), "load")) in all"
            )
        case .keysApart:
            let answers = await ask(cache, for: ["post-3", "post-4", "post-3", "post-4"], on: executor, loads, get)
            let expected = ["post-3 #1", "post-4 #1", "post-3 #1", "post-4 #1"]
            guard answers.map(describe) != expected || loads.count("post-3") != 1 || loads.count("post-4") != 1 else {
                return nil
            }
            return Violation(
                property: check.property,
                observed:
                    "two callers for post-3 and two for post-4 got \(listed(answers.map(describe))), with \(counted(loads.count("post-3"), "load")) of post-3 and \(counted(loads.count("post-4"), "load")) of post-4"
            )
        }
    }
}

/// What a caller got, as a message shows it: the value, or `failed`.
private func describe(_ answer: Result<String, any Error>) -> String {
    switch answer {
    case .success(let value): value
    case .failure: "failed"
    }
}

/// Asks `cache` for each of `keys` from one caller each, all at once on `executor`, holding
/// the first load open until every caller has asked and the executor is idle; returns what
/// each caller got, in the order of `keys`.
private func ask<Cache: Sendable>(
    _ cache: Cache, for keys: [String], on executor: CallerExecutor, _ loads: HeldLoads,
    _ get: @escaping @Sendable (Cache, String) async throws -> String
) async -> [Result<String, any Error>] {
    let asked = CallCounter()
    loads.holdNext(callers: keys.count)
    executor.hold()
    return await withTaskGroup(of: (Int, Result<String, any Error>).self) { group in
        for (index, key) in keys.enumerated() {
            group.addTask(executorPreference: executor) {
                asked.increment()
                defer { loads.callerFinished() }
                do {
                    return (index, .success(try await get(cache, key)))
                } catch {
                    return (index, .failure(error))
                }
            }
        }
        // Every caller is queued before the first runs (a bounded wait: a runtime that started
        // the tasks elsewhere would queue nothing here).
        var spins = 0
        while executor.queued < keys.count && spins < 10_000 {
            spins += 1
            await Task.yield()
        }
        executor.release()
        // Every caller has asked, and the executor has nothing left to run: each caller is
        // waiting (for the load in flight, or for a load of its own). Only then does the
        // held load answer.
        await loads.firstLoadStarted()
        while asked.value < keys.count {
            await executor.idle()
            await Task.yield()
        }
        await executor.idle()
        loads.release()
        var answers: [Result<String, any Error>?] = Array(repeating: nil, count: keys.count)
        for await (index, answer) in group {
            answers[index] = answer
        }
        return answers.map { $0 ?? .failure(CancellationError()) }
    }
}

/// The error the checker's loader throws while the check asks for failures.
private struct LoadFailed: Error, CustomStringConvertible {
    var description: String { "the load failed" }
}

/// The checker's loader: counts the loads of each key, holds the first load of a round open
/// until ``release()``, and answers the `n`th load of a key with `"<key> #n"` (or fails).
private final class HeldLoads: Sendable {
    private struct State {
        var counts: [String: Int] = [:]
        var failing: Bool
        var holding = false
        var held: CheckedContinuation<Void, Never>?
        var released = false
        var startWaiter: CheckedContinuation<Void, Never>?
        var callers = 0
        var finished = 0
    }

    private let state: Mutex<State>

    init(failing: Bool) {
        state = Mutex(State(failing: failing))
    }

    func count(_ key: String) -> Int {
        state.withLock { $0.counts[key, default: 0] }
    }

    func stopFailing() {
        state.withLock { $0.failing = false }
    }

    /// The next load to start, by one of `callers` callers about to ask, is held until
    /// ``release()``.
    func holdNext(callers: Int) {
        state.withLock { state in
            state.holding = true
            state.released = false
            state.callers = callers
            state.finished = 0
        }
    }

    func load(_ key: String) async throws -> String {
        let (number, hold): (Int, Bool) = state.withLock { state in
            state.counts[key, default: 0] += 1
            let hold = state.holding
            state.holding = false
            return (state.counts[key, default: 0], hold)
        }
        if hold {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let (go, waiter): (Bool, CheckedContinuation<Void, Never>?) = state.withLock { state in
                    defer { state.startWaiter = nil }
                    if state.released { return (true, state.startWaiter) }
                    state.held = continuation
                    return (false, state.startWaiter)
                }
                waiter?.resume()
                if go { continuation.resume() }
            }
        }
        if state.withLock({ $0.failing }) { throw LoadFailed() }
        return "\(key) #\(number)"
    }

    /// Returns once the held load has started, or every caller has returned without one (a
    /// cache that never loads has no load to hold).
    func firstLoadStarted() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let started = state.withLock { state in
                if state.held != nil || state.finished >= state.callers { return true }
                state.startWaiter = continuation
                return false
            }
            if started { continuation.resume() }
        }
    }

    /// A caller has its answer.
    func callerFinished() {
        let waiter: CheckedContinuation<Void, Never>? = state.withLock { state in
            state.finished += 1
            guard state.finished >= state.callers else { return nil }
            defer { state.startWaiter = nil }
            return state.startWaiter
        }
        waiter?.resume()
    }

    /// Lets the held load answer, and any load after it go on at once.
    func release() {
        let (held, waiter) = state.withLock { state in
            state.released = true
            state.holding = false
            defer {
                state.held = nil
                state.startWaiter = nil
            }
            return (state.held, state.startWaiter)
        }
        held?.resume()
        waiter?.resume()
    }
}

/// The clauses of the request de-duplication contract.
private enum CoalescingCheck: CaseIterable {
    case oneLoadForMany, servedFromCache, failureReachesEveryone, failureNotKept, keysApart

    var property: String {
        switch self {
        case .oneLoadForMany:
            "callers that ask for a key while it loads share one load, and all get its value"
        case .servedFromCache: "a value that has loaded is served from the cache, with no new load"
        case .failureReachesEveryone: "a failed load reaches every caller waiting for it, and only one load fails"
        case .failureNotKept: "a failure is not kept: the next call loads again"
        case .keysApart: "different keys load apart, each caller getting its own key's value"
        }
    }

    var needs: [Self] {
        switch self {
        case .oneLoadForMany: []
        case .servedFromCache, .failureReachesEveryone, .keysApart: [.oneLoadForMany]
        case .failureNotKept: [.failureReachesEveryone]
        }
    }
}

/// The executor the callers run on: one thread of its own, running one job at a time, that
/// says when it has nothing left to run (every caller is waiting).
private final class CallerExecutor: TaskExecutor {
    private struct State {
        var queue: [UnownedJob] = []
        var running = false
        var stopped = false
        /// While held, jobs queue up but none runs (see ``hold()``).
        var held = false
        var idleWaiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)

    /// An executor whose thread notes `note` as the property being checked (see
    /// ``CrashNote``).
    init(note: Int) {
        let thread = Thread { [self] in
            CrashNote.noting(note) { self.run() }
        }
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        state.withLock { $0.queue.append(job) }
        wake.signal()
    }

    private func run() {
        while true {
            wake.wait()
            let next: UnownedJob? = state.withLock { state in
                if state.queue.isEmpty || state.held { return nil }
                state.running = true
                return state.queue.removeFirst()
            }
            guard let next else {
                if state.withLock({ $0.stopped }) { return }
                continue
            }
            next.runSynchronously(on: asUnownedTaskExecutor())
            let waiters: [CheckedContinuation<Void, Never>] = state.withLock { state in
                state.running = false
                guard state.queue.isEmpty else { return [] }
                defer { state.idleWaiters = [] }
                return state.idleWaiters
            }
            for waiter in waiters { waiter.resume() }
        }
    }

    /// Holds every job enqueued from now on until ``release()``: the callers are all queued
    /// before the first one runs, so none can finish its whole call before another has
    /// started (the window a check-then-await cache needs would otherwise depend on how fast
    /// the thread adding the callers is).
    func hold() {
        state.withLock { $0.held = true }
    }

    /// Runs the jobs held since ``hold()``, in the order they came.
    func release() {
        let queued = state.withLock { state in
            state.held = false
            return state.queue.count
        }
        for _ in 0..<max(queued, 1) { wake.signal() }
    }

    /// How many jobs wait to run.
    var queued: Int { state.withLock { $0.queue.count } }

    /// Returns when the executor has no job queued or running.
    func idle() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now = state.withLock { state in
                if state.queue.isEmpty && !state.running { return true }
                state.idleWaiters.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }

    /// Ends the thread once the jobs queued have run.
    func stop() {
        state.withLock { $0.stopped = true }
        wake.signal()
    }
}
