/// Which failures are sent again, how often, and how long to wait before each retry.
///
/// A failure is retried only if sending the same request again can help and cannot hurt:
/// - the request is idempotent (`GET`, `HEAD`, `PUT`, `DELETE`, `OPTIONS`): a `POST` that
///   timed out may have been applied, and a second one would apply it twice;
/// - no answer came (``ArchitectureError/network(_:)``), or the answer says "later": 408,
///   429, 500, 502, 503 or 504. A 400, 401, 403, 404 or 501 will be the same next time.
///
/// The wait before each retry comes from ``backoff`` (doubling, capped, jittered), unless
/// the server sent `Retry-After`: then that wait is kept, and a `Retry-After` longer than the
/// cap ends the retries (the operation fails; the caller can schedule the request later). A
/// cancelled operation is never retried.
struct RetryPolicy: Sendable, Equatable {
    /// How many times the request is sent at most, the first time included.
    var maxAttempts: Int
    /// The waits between attempts.
    var backoff: Backoff

    /// Sends once and never retries.
    static let never = RetryPolicy(maxAttempts: 1, initialDelay: .zero)

    /// The statuses that mean "try again later".
    static let retriableStatuses: Set<Int> = [408, 429, 500, 502, 503, 504]

    /// At most `maxAttempts` sends, waiting `initialDelay`, then twice that and so on up to
    /// `cap` (30 s unless given), with jitter unless `jitter` is `false`.
    init(maxAttempts: Int, initialDelay: Duration, cap: Duration = .seconds(30), jitter: Bool = true) {
        self.maxAttempts = max(maxAttempts, 1)
        self.backoff = Backoff(initial: initialDelay, cap: max(cap, initialDelay), jitter: jitter)
    }

    /// Whether `error` is worth sending `request` again for (attempts aside).
    func isRetriable(_ error: ArchitectureError, for request: FeedRequest) -> Bool {
        guard request.isIdempotent else { return false }
        switch error {
        case .network: return true
        case .status(let status, _, _): return Self.retriableStatuses.contains(status)
        default: return false
        }
    }

    /// How long to wait before sending `request` again after attempt `attempt` (1 is the
    /// first) failed with `error`; `nil` when it must not be sent again.
    func wait(
        after attempt: Int, of request: FeedRequest, failing error: ArchitectureError,
        using random: inout some RandomNumberGenerator
    ) -> Duration? {
        guard attempt < maxAttempts, isRetriable(error, for: request) else { return nil }
        if case .status(_, _, let retryAfter?) = error {
            return retryAfter <= backoff.cap ? retryAfter : nil
        }
        return backoff.delay(forRetry: attempt, using: &random)
    }
}
