/// A random number generator with a fixed seed (SplitMix64): the same seed gives the same
/// numbers on every platform and every run.
///
/// Code that takes `inout some RandomNumberGenerator` draws from whatever the caller passes:
/// the system's generator in the app, this one in a test, so a random choice can be pinned and
/// a failure found with one seed can be replayed with the same seed.
///
/// ```swift
/// var random = SplitMix64(seed: 7)
/// let post = feed.posts.randomElement(using: &random)   // the same post on every run
/// ```
struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator that starts from `seed`.
    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
