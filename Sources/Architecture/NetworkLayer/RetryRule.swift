import Foundation
import Synchronization

/// Which failed requests are sent again, and how long to wait before each retry.
///
/// Only repeatable requests are retried (an idempotent method, or a request carrying an
/// idempotency key), and only on a failure that may pass: no answer at all, or 408, 429,
/// 500, 502, 503, 504 by default. A 501 or another 4xx will not change on a second try; a
/// POST without a key may already have been applied when its answer was lost.
///
/// The wait grows: its ceiling doubles from ``initialDelay`` after each failed attempt, and
/// stops growing at ``maxDelay``. Each wait is drawn at random between half the ceiling and
/// the ceiling, so that clients that failed together (a server that restarted drops them
/// all at once) spread their retries instead of coming back together; never less than half,
/// so the backoff still backs off. When the server says how long to wait (`Retry-After` on
/// a 429 or a 503), that wait is used instead, unless it is longer than ``maxRetryAfter``:
/// then the error goes to the caller at once, to say "try again later".
///
/// ```swift
/// let rule = RetryRule(maxAttempts: 3, initialDelay: .milliseconds(100))
/// rule.shouldRetry(MessagesRequest(conversation: id), after: .status(503, message: ""), attempt: 1)  // true
/// rule.delay(after: 1, error: .status(503, message: ""))   // 50–100 ms
/// ```
struct RetryRule: Sendable {
    /// How many times a request is sent at most, the first time included.
    var maxAttempts: Int
    /// The ceiling of the wait before the first retry.
    var initialDelay: Duration
    /// The most the ceiling grows to.
    var maxDelay: Duration = .seconds(5)
    /// The longest `Retry-After` the rule waits for; a longer one goes to the caller.
    var maxRetryAfter: Duration = .seconds(30)
    /// The statuses that deserve a retry.
    var retriedStatuses: Set<Int> = [408, 429, 500, 502, 503, 504]
    /// Where each wait's randomness comes from.
    var jitter = Jitter.system
    /// Whether requests that are not repeatable are retried too (only a broken rule says yes).
    var retriesEveryMethod = false

    /// Three attempts; the waits' ceilings are 100 ms, then 200 ms.
    static let standard = RetryRule(maxAttempts: 3, initialDelay: .milliseconds(100))

    /// Whether `error` on `request`, after `attempt` attempts, deserves another.
    func shouldRetry(_ request: some EndpointRequest, after error: NetworkError, attempt: Int) -> Bool {
        guard attempt < maxAttempts, request.isRepeatable || retriesEveryMethod else { return false }
        switch error {
        case .transport: return true
        case .status(let status, _): return retriedStatuses.contains(status)
        case .retryAfter(let wait, let status, _): return retriedStatuses.contains(status) && wait <= maxRetryAfter
        case .decoding, .unauthorized, .cancelled, .encoding: return false
        }
    }

    /// The most the wait after the failed attempt number `attempt` (1 is the first) can be:
    /// ``initialDelay`` doubled `attempt - 1` times, at most ``maxDelay``.
    func ceiling(after attempt: Int) -> Duration {
        var ceiling = initialDelay
        for _ in 1..<max(attempt, 1) where ceiling < maxDelay { ceiling *= 2 }
        return min(ceiling, maxDelay)
    }

    /// The wait after the failed attempt number `attempt`, which ended in `error`: the
    /// server's `Retry-After`, or a random point between half the ceiling and the ceiling.
    func delay(after attempt: Int, error: NetworkError) -> Duration {
        if case .retryAfter(let wait, _, _) = error { return wait }
        let half = ceiling(after: attempt) / 2
        return half + half * jitter.fraction()
    }

    /// How long a `Retry-After` value asks to wait: a number of seconds (`120`) or an HTTP
    /// date (`Wed, 21 Oct 2026 07:28:00 GMT`, measured from `now`); nil for anything else.
    static func wait(retryAfter value: String, now: Date) -> Duration? {
        let value = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(value) { return seconds >= 0 ? .seconds(seconds) : nil }
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "GMT")
        format.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        guard let date = format.date(from: value) else { return nil }
        return .seconds(max(date.timeIntervalSince(now), 0))
    }
}

/// Where the randomness of retry waits comes from: a fraction between 0 and 1 for each wait.
///
/// The system's generator in an app; a seeded one where a run must be the same every time.
struct Jitter: Sendable {
    /// The next fraction, in `0...1`.
    let fraction: @Sendable () -> Double

    /// The system's random generator.
    static let system = Jitter { Double.random(in: 0...1) }

    /// The same fractions on every run, from `seed`.
    static func seeded(_ seed: UInt64) -> Jitter {
        let generator = Mutex(SplitMix(state: seed))
        return Jitter { generator.withLock { Double.random(in: 0...1, using: &$0) } }
    }

    /// No randomness: every client waits the whole ceiling (only a broken rule uses it).
    static let none = Jitter { 1 }
}

/// SplitMix64: a small generator whose sequence is fixed by its seed.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
