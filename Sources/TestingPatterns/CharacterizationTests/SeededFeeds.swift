import Futubra
import MessageTrace

/// Feeds made from a seed: the inputs of the characterization test, the same for the old code
/// and the new, and the same on every run.
///
/// Each feed has one to six posts with random likes (the author's own included), zero to five
/// comments and any kind of content, so the legacy code's odd branches are all reached.
///
/// ```swift
/// let feed = SeededFeeds.feed(seed: 7)   // the same feed every time
/// ```
enum SeededFeeds {
    /// The feed for `seed`.
    static func feed(seed: UInt64) -> Feed {
        var random = SplitMix64(seed: seed)
        let users = SampleFeed.users
        let count = Int.random(in: 1...6, using: &random)
        let posts = (1...count).compactMap { number -> Post? in
            let author = users.randomElement(using: &random) ?? SampleFeed.anna
            let likers = users.filter { _ in Bool.random(using: &random) }
            let content: Content? =
                switch Int.random(in: 0..<3, using: &random) {
                case 0: try? .text("post \(number)")
                case 1: try? .image("https://img.futubra.example/\(number).jpg")
                default: try? .video("https://video.futubra.example/\(number).mp4")
                }
            let comments = (0..<Int.random(in: 0...5, using: &random)).compactMap { index in
                (try? Content.text("comment \(index)")).map {
                    Comment(id: CommentID(index + 1), author: users[index % users.count], content: $0)
                }
            }
            guard let content else { return nil }
            return try? Post(
                id: PostID(number), author: author, content: content, likedBy: Set(likers), comments: comments)
        }
        return (try? Feed(posts: posts)) ?? Feed()
    }
}

/// Where two rankers first disagree over the seeded feeds: the seed, and both answers.
struct RankingDifference: Equatable, CustomStringConvertible {
    var seed: UInt64
    var old: [PostID]
    var new: [PostID]

    var description: String { "seed \(seed): old \(old), new \(new)" }

    /// The first seed in `seeds` whose feed `old` and `new` rank differently, if any.
    static func first(
        _ seeds: Range<UInt64>, old: (Feed) -> [PostID], new: (Feed) -> [PostID]
    ) -> RankingDifference? {
        for seed in seeds {
            let feed = SeededFeeds.feed(seed: seed)
            let (before, after) = (old(feed), new(feed))
            if before != after {
                Trace.note(over: "RankingDifference", "seed \(seed) ranks differently")
                return RankingDifference(seed: seed, old: before, new: after)
            }
        }
        Trace.note(over: "RankingDifference", "\(seeds.count) feeds rank alike")
        return nil
    }
}

/// How many of the legacy code's odd cases a range of seeded feeds reaches: a characterization
/// test proves nothing about a branch its inputs never take.
struct InputCoverage: Equatable {
    /// Posts their author likes.
    var selfLiked = 0
    /// Posts with more than three comments.
    var busyThreads = 0
    /// Posts that score nothing in a feed of three or more, which the ranking leaves out.
    var droppedZeroScores = 0

    /// The coverage of the feeds for `seeds`.
    static func of(_ seeds: Range<UInt64>) -> InputCoverage {
        var coverage = InputCoverage()
        let ranker = FeedRanker()
        for seed in seeds {
            let feed = SeededFeeds.feed(seed: seed)
            for post in feed.posts {
                if post.isLiked(by: post.author) { coverage.selfLiked += 1 }
                if post.comments.count > 3 { coverage.busyThreads += 1 }
                if feed.count >= 3, ranker.score(post) <= 0 { coverage.droppedZeroScores += 1 }
            }
        }
        return coverage
    }
}
