/// How often a failed request is sent again, and how long to wait before each retry.
///
/// The wait doubles from ``initialDelay``: 100 ms, 200 ms, 400 ms… Only network failures
/// are retried; a cancelled operation is never retried.
struct RetryPolicy: Sendable, Equatable {
    /// How many times the request is sent at most, the first time included.
    var maxAttempts: Int
    /// The wait before the first retry.
    var initialDelay: Duration

    /// Sends once and never retries.
    static let never = RetryPolicy(maxAttempts: 1, initialDelay: .zero)

    /// The wait after the failed attempt number `attempt` (1 is the first).
    func delay(after attempt: Int) -> Duration {
        initialDelay * (1 << max(attempt - 1, 0))
    }
}
