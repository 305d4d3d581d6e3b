/// Which failed requests are sent again, and how long to wait before each retry.
///
/// Only repeatable requests are retried (an idempotent method, or a request carrying an
/// idempotency key), and only on a transport failure or a status that says "try again":
/// 408, 500, 502, 503, 504 by default. A 501 or a 4xx will not change on a second try; a
/// POST without a key may already have been applied when its answer was lost. The wait
/// doubles from ``initialDelay``.
struct RetryRule: Sendable, Equatable {
    /// How many times a request is sent at most, the first time included.
    var maxAttempts: Int
    /// The wait before the first retry.
    var initialDelay: Duration
    /// The statuses that deserve a retry.
    var retriedStatuses: Set<Int> = [408, 500, 502, 503, 504]
    /// Whether requests that are not repeatable are retried too (only a broken rule says yes).
    var retriesEveryMethod = false

    /// Three attempts, 100 ms then 200 ms apart.
    static let standard = RetryRule(maxAttempts: 3, initialDelay: .milliseconds(100))

    /// Whether `error` on `request`, after `attempt` attempts, deserves another.
    func shouldRetry(_ request: some EndpointRequest, after error: NetworkError, attempt: Int) -> Bool {
        guard attempt < maxAttempts, request.isRepeatable || retriesEveryMethod else { return false }
        switch error {
        case .transport: return true
        case .status(let status, _): return retriedStatuses.contains(status)
        case .decoding, .unauthorized, .cancelled, .encoding: return false
        }
    }

    /// The wait after the failed attempt number `attempt` (1 is the first).
    func delay(after attempt: Int) -> Duration {
        initialDelay * (1 << max(attempt - 1, 0))
    }
}
