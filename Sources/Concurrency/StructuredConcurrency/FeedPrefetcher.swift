import Futubra

/// Warms a cache with posts one at a time, checking for cancellation before each one.
///
/// Cancellation in Swift is cooperative: cancelling a task only sets a flag, and code that
/// never looks at it runs to the end. A loop of work that does not itself suspend on
/// something cancellation-aware checks the flag (`try Task.checkCancellation()`) before each
/// step, so a cancelled prefetch stops sending requests at the next step.
///
/// ```swift
/// let cached = Recorder<PostID>()
/// try await FeedPrefetcher(backend: backend, cache: cached).prefetch([PostID(4), PostID(3)])
/// ```
struct FeedPrefetcher: Sendable {
    let backend: FeedBackend
    /// The posts cached so far, in order.
    let cache: Recorder<PostID>

    /// Fetches and caches every post in `ids`, in order; throws `CancellationError` at the
    /// first step after its task is cancelled.
    func prefetch(_ ids: [PostID]) async throws {
        for id in ids {
            try Task.checkCancellation()
            cache.record(try await backend.post(id).id)
        }
    }
}
