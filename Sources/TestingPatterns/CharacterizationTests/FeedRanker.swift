import Futubra

/// The "Top" tab's ranking after the refactoring: the same rules, named, and one sort.
///
/// It was written under a characterization test: for 500 seeded feeds it ranks exactly as
/// ``LegacyFeedRanker`` does, quirks included (the self-like penalty, the dropped zero scores),
/// because users see those; changing them is a product decision for another commit.
///
/// ```swift
/// FeedRanker().rank(try SampleFeed.feed())   // [#4, #1, #2], as before
/// ```
struct FeedRanker {
    /// Points for each like.
    var perLike = 2
    /// Points a busy thread (more than three comments) earns on top.
    var busyThreadBonus = 2
    /// What an author's like on their own post costs.
    var selfLikePenalty = 3

    /// The post ids, best first; ties go to the newer post. In a feed of three posts or more,
    /// a post that scores nothing is left out.
    func rank(_ feed: Feed) -> [PostID] {
        let dropsZeroScores = feed.count >= 3
        var scored: [ScoredPost] = []
        for post in feed.posts {
            let points = score(post)
            if !dropsZeroScores || points > 0 { scored.append((id: post.id, score: points)) }
        }
        scored.sort(by: Self.ranksBefore)
        return scored.map(\.id)
    }

    /// A post's id and its score.
    typealias ScoredPost = (id: PostID, score: Int)

    /// Whether `a` ranks before `b`: the higher score, then the newer post. (Spelled out
    /// with its types: the same sort written inline in a map-filter-sort chain took the
    /// compiler four seconds to type-check.)
    static func ranksBefore(_ a: ScoredPost, _ b: ScoredPost) -> Bool {
        a.score != b.score ? a.score > b.score : a.id > b.id
    }

    /// One post's score.
    func score(_ post: Post) -> Int {
        var score = post.likeCount * perLike + post.comments.count
        if post.content.kind == .text { score += 1 }
        if post.isLiked(by: post.author) { score -= selfLikePenalty }
        if post.comments.count > 3 { score += busyThreadBonus }
        return score
    }
}
