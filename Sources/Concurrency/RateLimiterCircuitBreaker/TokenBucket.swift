import MessageTrace
import Synchronization

/// What a rate limiter says to one request.
enum Admission: Equatable, Sendable {
    /// Go ahead; `remaining` more may go now.
    case allowed(remaining: Int)
    /// Not now: a token comes back in `retryAfter`.
    case refused(retryAfter: Duration)
}

/// A token bucket: a burst of up to `capacity` requests goes at once, then one request per
/// `refillEvery`, on an injected clock.
///
/// Each request takes a token; a token comes back every `refillEvery`, and a full bucket
/// keeps no more than `capacity`. A request that finds the bucket empty is refused with the
/// time until the next token, which a client sends back as `Retry-After` (HTTP 429). Futubra
/// lets a user post three comments in a row, then one every ten seconds.
///
/// ```swift
/// let comments = TokenBucket(capacity: 3, refillEvery: .seconds(10), clock: clock)
/// comments.take()   // .allowed(remaining: 2)
/// ```
final class TokenBucket: Sendable {
    /// The tokens left, and the time the last token came back.
    private struct Level {
        var tokens: Int
        var refilledAt: Duration
    }

    private let capacity: Int
    private let refillEvery: Duration
    private let clock: any TimerScheduler
    private let level: Mutex<Level>

    /// A full bucket of `capacity` tokens, one coming back every `refillEvery` of `clock`'s time.
    init(capacity: Int, refillEvery: Duration, clock: any TimerScheduler) {
        self.capacity = capacity
        self.refillEvery = refillEvery
        self.clock = clock
        level = Mutex(Level(tokens: capacity, refilledAt: clock.now))
    }

    /// One request: takes a token if there is one.
    func take() -> Admission {
        let now = clock.now
        let admission = level.withLock { level in
            let earned = Int((now - level.refilledAt) / refillEvery)
            if earned > 0 {
                level.tokens = min(capacity, level.tokens + earned)
                level.refilledAt += refillEvery * earned
            }
            if level.tokens == capacity { level.refilledAt = now }
            guard level.tokens > 0 else {
                return Admission.refused(retryAfter: level.refilledAt + refillEvery - now)
            }
            level.tokens -= 1
            return Admission.allowed(remaining: level.tokens)
        }
        if case .refused = admission { Trace.note(over: "TokenBucket", "empty: refused") }
        return admission
    }
}
