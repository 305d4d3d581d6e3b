import Futubra
import MessageTrace

/// Retries a read that failed because the service was unavailable: a decorator.
///
/// Same interface as the wrapped ``FeedService``. `feed()` is tried up to `attempts`
/// times while the error is ``StructuralError/unavailable(attempt:)``; any other error
/// (a refusal, a missing post) is not worth retrying and is thrown at once. Removals are
/// not retried: they are not idempotent from the caller's point of view.
///
/// ```swift
/// let service = RetryingFeedService(wrapping: flakyBackend, attempts: 3)
/// let feed = try await service.feed()     // succeeds if one of 3 tries does
/// ```
struct RetryingFeedService<Wrapped: FeedService>: FeedService {
    /// The decorated service.
    let wrapped: Wrapped
    /// How many tries `feed()` makes at most; at least one.
    let attempts: Int

    init(wrapping wrapped: Wrapped, attempts: Int) {
        self.wrapped = wrapped
        self.attempts = max(attempts, 1)
    }

    var name: String { "RetryingFeedService" }

    func feed() async throws(StructuralError) -> Feed {
        var attempt = 1
        while true {
            Trace.call(from: "RetryingFeedService", to: wrapped.name, "feed() try \(attempt)")
            do {
                return try await wrapped.feed()
            } catch .unavailable where attempt < attempts {
                attempt += 1
            }
        }
    }

    func removePost(_ id: PostID, by user: UserName) async throws(StructuralError) {
        Trace.call(from: "RetryingFeedService", to: wrapped.name, "removePost(\(id), by: \(user))")
        try await wrapped.removePost(id, by: user)
    }
}
