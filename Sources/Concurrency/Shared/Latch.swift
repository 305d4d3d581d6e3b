import Synchronization

/// Holds any number of tasks until it is opened, once.
///
/// A stand-in for "the answer has not come yet": code that waits on a latch stays suspended
/// until the run (or a test) lets it go, so an interleaving is chosen instead of hoped for.
/// Waiting is cancellable, and the latch counts the waits that cancellation ended.
///
/// ```swift
/// let latch = Latch()
/// let load = Task { try await latch.wait(); return "answer" }
/// latch.open()   // every waiter, present and future, goes on
/// ```
final class Latch: Sendable {
    /// Whether the latch is open, who waits, and how many waits were cancelled.
    private struct Waiting {
        var isOpen = false
        var waiters: [Int: CheckedContinuation<Void, any Error>] = [:]
        var issued = 0
        var cancelled = 0
    }

    private let state = Mutex(Waiting())

    /// A closed latch.
    init() {}

    /// How many tasks wait now.
    var waiting: Int { state.withLock { $0.waiters.count } }

    /// How many waits ended by cancellation.
    var cancelledWaits: Int { state.withLock { $0.cancelled } }

    /// Whether the latch has been opened.
    var isOpen: Bool { state.withLock { $0.isOpen } }

    /// Suspends until the latch opens; throws `CancellationError` if the task is cancelled first.
    func wait() async throws {
        let id = state.withLock { waiting in
            waiting.issued += 1
            return waiting.issued
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = state.withLock { waiting in
                    if waiting.isOpen { return .success(()) }
                    if Task.isCancelled {
                        waiting.cancelled += 1
                        return .failure(CancellationError())
                    }
                    waiting.waiters[id] = continuation
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let continuation = state.withLock { waiting in
                let found = waiting.waiters.removeValue(forKey: id)
                if found != nil { waiting.cancelled += 1 }
                return found
            }
            continuation?.resume(throwing: CancellationError())
        }
    }

    /// Lets every waiter go on, and every later `wait()` return at once.
    func open() {
        let waiters = state.withLock { waiting in
            waiting.isOpen = true
            defer { waiting.waiters = [:] }
            return Array(waiting.waiters.values)
        }
        for waiter in waiters { waiter.resume() }
    }
}
