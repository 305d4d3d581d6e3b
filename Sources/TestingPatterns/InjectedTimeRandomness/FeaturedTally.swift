import Futubra

/// How often each post is featured, one pick per seed: what a test checks of a random choice
/// across many seeds (every liked post comes up; a post nobody likes never does).
///
/// ```swift
/// FeaturedTally.seeds(0..<300, feed: feed).counts[PostID(3)]   // nil: #3 has no likes
/// ```
struct FeaturedTally: Equatable, CustomStringConvertible {
    /// How many seeds picked each post.
    var counts: [PostID: Int]

    /// The tally of one pick per seed in `seeds`, each from a fresh ``SplitMix64``.
    static func seeds(_ seeds: Range<UInt64>, feed: Feed) -> FeaturedTally {
        var counts: [PostID: Int] = [:]
        for seed in seeds {
            var random = SplitMix64(seed: seed)
            if let id = FeaturedPostPicker().pick(from: feed, using: &random)?.id { counts[id, default: 0] += 1 }
        }
        return FeaturedTally(counts: counts)
    }

    /// The counts, newest post first: `#4 ×103, #2 ×98, #1 ×99`.
    var description: String {
        counts.sorted { $0.key > $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
    }
}
