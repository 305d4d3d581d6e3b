/// How long to wait before each retry: a wait that doubles, up to a cap, with jitter.
///
/// Intent: a client that retries at once, or after the same fixed waits as every other
/// client, hammers a server that is already struggling, and all clients that failed
/// together retry together. The ceiling for retry `n` is `initial × 2^(n−1)`, never more
/// than `cap`; with jitter, the wait is drawn between half the ceiling and the ceiling
/// ("equal jitter"), from a random generator the caller owns, so a run with a seeded one is
/// repeatable.
///
/// ```swift
/// let backoff = Backoff(initial: .seconds(1), cap: .seconds(60))
/// var random = SystemRandomNumberGenerator()
/// backoff.delay(forRetry: 3, using: &random)   // between 2 s and 4 s
/// ```
struct Backoff: Sendable, Equatable {
    /// The ceiling of the first retry's wait.
    var initial: Duration
    /// No wait is longer than this.
    var cap: Duration
    /// Whether waits are drawn between half the ceiling and the ceiling, or are the ceiling.
    var jitter = true

    /// The longest wait before retry `retry` (1 is the first): `initial × 2^(retry−1)`, at most `cap`.
    func ceiling(forRetry retry: Int) -> Duration {
        var wait = initial
        for _ in 1..<max(retry, 1) where wait < cap { wait *= 2 }
        return min(wait, cap)
    }

    /// The wait before retry `retry`: the ceiling, or with jitter a duration between half the
    /// ceiling and the ceiling, drawn from `random`.
    func delay(forRetry retry: Int, using random: inout some RandomNumberGenerator) -> Duration {
        let ceiling = ceiling(forRetry: retry)
        guard jitter else { return ceiling }
        return ceiling / 2 + (ceiling / 2) * Double.random(in: 0...1, using: &random)
    }
}

/// A seeded random generator (SplitMix64): the same seed gives the same numbers, so a run's
/// jittered waits are repeatable. Not for anything secret.
struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator that starts from `seed`.
    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// Any random generator as one concrete type, so it can be stored and passed `inout`.
struct AnyRandomNumberGenerator: RandomNumberGenerator, Sendable {
    private var base: any RandomNumberGenerator & Sendable

    /// Draws from `base`.
    init(_ base: some RandomNumberGenerator & Sendable) {
        self.base = base
    }

    mutating func next() -> UInt64 { base.next() }
}
