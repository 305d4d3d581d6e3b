import ExampleKit

/// An interview drill: questions drawn from the entries, in a seeded random order.
///
/// The same seed gives the same questions in the same order, so a drill can be repeated.
package struct Quiz: Equatable, Sendable {
    /// One question with its answer and the entry it comes from.
    package struct Item: Equatable, Sendable {
        package var entryID: String
        package var entryName: String
        package var question: String
        package var answer: String
    }

    package var items: [Item]
    package var seed: UInt64

    /// Up to `count` questions from `entries` (all families when `family` is nil), shuffled by `seed`.
    package init(catalog: Catalog, family: Family?, count: Int, seed: UInt64) {
        var pool: [Item] = []
        for entry in catalog.entries where family == nil || entry.family == family {
            for question in entry.questions {
                pool.append(
                    Item(entryID: entry.id, entryName: entry.name, question: question.question, answer: question.answer)
                )
            }
        }
        var generator = SplitMix64(seed: seed)
        pool.shuffle(using: &generator)
        items = Array(pool.prefix(max(0, count)))
        self.seed = seed
    }
}

/// A small, fast, seedable generator (SplitMix64), so a quiz is reproducible on every platform.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
