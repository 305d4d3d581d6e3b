import ExampleKit
import Futubra

/// Plays a characterization test: the legacy ranking pinned over 500 seeded feeds, the
/// refactored ranker compared with it, and a rewrite that "fixes" a quirk caught with its seed.
package struct CharacterizationTestsExample: Example {
    package static let id = "characterization-tests"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        transcript.section("the legacy ranking, on the sample feed")
        let feed = try SampleFeed.feed()
        transcript.line("LegacyFeedRanker: \(LegacyFeedRanker.rank(feed))")
        transcript.line("FeedRanker:       \(FeedRanker().rank(feed))")

        transcript.section("500 seeded feeds, the old code against the new")
        let seeds: Range<UInt64> = 0..<500
        let coverage = InputCoverage.of(seeds)
        transcript.line(
            "the inputs reach the odd cases: \(coverage.selfLiked) self-liked posts, "
                + "\(coverage.busyThreads) busy threads, \(coverage.droppedZeroScores) zero scores dropped")
        let refactored = RankingDifference.first(seeds, old: LegacyFeedRanker.rank, new: FeedRanker().rank)
        transcript.line(
            "FeedRanker ranks every feed as the legacy code does: \(refactored == nil ? "yes" : "no, \(refactored.map(\.description) ?? "")")"
        )

        transcript.section("a rewrite that treats the self-like penalty as a bug")
        let rewrite = FeedRanker(selfLikePenalty: 0)
        if let difference = RankingDifference.first(seeds, old: LegacyFeedRanker.rank, new: rewrite.rank) {
            transcript.line("first difference at \(difference)")
            for post in SeededFeeds.feed(seed: difference.seed).posts {
                let likers = post.likedBy.sorted().map(\.rawValue).joined(separator: ", ")
                transcript.line(
                    "  \(post.id) by \(post.author), \(post.content.kind), liked by [\(likers)], "
                        + "\(post.comments.count) comments")
            }
            transcript.line("the change may be right; the test makes it a decision, not an accident")
        }
    }
}
