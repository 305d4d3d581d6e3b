import Futubra

/// The "Top" tab's ranking as it was written years ago: one long function, rules added one by
/// one, some of them surprising. Nobody remembers why an author's like on their own post costs
/// three points, or why posts that score nothing vanish from feeds of three posts or more; the
/// app has shipped like this, so users see it.
///
/// ```swift
/// LegacyFeedRanker.rank(try SampleFeed.feed())   // [#4, #1, #2]: #3 scores nothing
/// ```
enum LegacyFeedRanker {
    static func rank(_ feed: Feed) -> [PostID] {
        var scored: [(id: PostID, score: Int)] = []
        for p in feed.posts {
            var s = p.likeCount * 2
            s = s + p.comments.count
            if case .text = p.content { s += 1 }
            if p.likedBy.contains(p.author) { s = s - 3 }
            if p.comments.count > 3 { s += 2 }
            if s <= 0 && feed.posts.count >= 3 { continue }
            scored.append((p.id, s))
        }
        var result: [PostID] = []
        while !scored.isEmpty {
            var best = 0
            for i in 1..<scored.count
            where scored[i].score > scored[best].score
                || (scored[i].score == scored[best].score && scored[i].id > scored[best].id)
            {
                best = i
            }
            result.append(scored[best].id)
            scored.remove(at: best)
        }
        return result
    }
}
