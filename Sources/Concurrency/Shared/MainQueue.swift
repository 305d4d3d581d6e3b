import Dispatch

/// Whether the calling code runs on the main dispatch queue, which is where the main actor
/// runs its jobs, on Apple platforms and on Linux.
///
/// `MainActor.assertIsolated()` and `MainActor.assumeIsolated(_:)` check the same thing but
/// stop the process when it is false; this only asks, so a run can say where code ran and
/// a test can check it. `Thread.isMainThread` is no substitute: on Linux, once an async
/// `main` has suspended, the main queue is served by a worker thread.
///
/// ```swift
/// await MainActor.run { MainQueue.isCurrent }        // true
/// await Task.detached { MainQueue.isCurrent }.value  // false
/// ```
enum MainQueue {
    /// A key whose value is set on the main queue only.
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue (and so on the main actor).
    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) ?? false }
}
