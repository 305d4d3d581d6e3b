import Synchronization

/// Where background work runs: a queue of jobs, injected like a `DispatchQueue`.
///
/// The app's queue starts each job on a task of its own (``TaskWorkQueue``); a test's queue
/// holds the jobs until the test runs them (``ManualWorkQueue``), so the test decides when the
/// work happens and knows when there is none left.
protocol WorkQueue: Sendable {
    /// Runs `job` later.
    func async(_ job: @escaping @Sendable () -> Void)
}

/// The app's queue: each job runs on a new task, whenever the system schedules it.
struct TaskWorkQueue: WorkQueue {
    func async(_ job: @escaping @Sendable () -> Void) {
        Task { job() }
    }
}

/// A test's queue: jobs wait until the test runs them, oldest first, on the test's own thread.
///
/// A test can run a few turns (``run(turns:)``), as a test that sleeps a while would, or
/// ``drain()`` the queue: when it is empty, work that has not happened will never happen, so
/// "not yet" becomes "never" and the test can fail at once instead of waiting.
///
/// ```swift
/// let queue = ManualWorkQueue()
/// sender.send("Nice cat", as: SampleFeed.eve) { reports.append($0) }
/// queue.drain()   // runs the send, the server's answer and the report
/// ```
final class ManualWorkQueue: WorkQueue {
    private let jobs = Mutex<[@Sendable () -> Void]>([])

    init() {}

    /// How many jobs wait.
    var pending: Int { jobs.withLock { $0.count } }

    func async(_ job: @escaping @Sendable () -> Void) {
        jobs.withLock { $0.append(job) }
    }

    /// Runs at most `turns` jobs, oldest first (jobs they add wait their turn); returns how many ran.
    @discardableResult
    func run(turns: Int) -> Int {
        var ran = 0
        while ran < turns, let job = takeOldest() {
            job()
            ran += 1
        }
        return ran
    }

    /// Runs jobs, the ones they add included, until none is left (at most `limit`, so a job that
    /// always adds another cannot run forever); returns how many ran.
    @discardableResult
    func drain(limit: Int = 10_000) -> Int {
        run(turns: limit)
    }

    private func takeOldest() -> (@Sendable () -> Void)? {
        jobs.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
}
