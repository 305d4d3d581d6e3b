/// A random number generator with a fixed seed (SplitMix64): the same seed gives the same
/// numbers on every platform and every run.
///
/// The family's characterization tests draw their inputs from it, so "the same seeded inputs"
/// means exactly the same inputs for the design that has the problem and the one that removes it.
///
/// ```swift
/// var random = SeededGenerator(seed: 7)
/// let user = random.pick(SampleFeed.users)
/// ```
struct SeededGenerator: RandomNumberGenerator, Sendable {
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

    /// A number in `0..<count`; `count` must be positive.
    mutating func below(_ count: Int) -> Int {
        Int(next() % UInt64(max(count, 1)))
    }

    /// One element of `elements`, which must not be empty.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }
}
