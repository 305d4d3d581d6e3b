import Futubra

extension CleanArchitecture {
    /// An enterprise business rule: which posts are trending, and in what order.
    ///
    /// It knows Futubra's `Post` and nothing else: no screen, no server, no use case. Any app
    /// of the business (the feed, a weekly e-mail, a moderation tool) would rank the same way.
    ///
    /// ```swift
    /// TrendingPolicy().trending(feed.posts)   // [#1 (score 6), #4 (score 3)]
    /// ```
    struct TrendingPolicy: Sendable {
        /// The score a post needs to trend.
        var minimumScore = 3

        /// A like counts one, a comment two.
        func score(of post: Post) -> Int { post.likeCount + 2 * post.comments.count }

        /// The posts that reach ``minimumScore``, highest score first, then newest first.
        func trending(_ posts: [Post]) -> [Post] {
            posts.filter { score(of: $0) >= minimumScore }
                .sorted { (score(of: $0), $0.id) > (score(of: $1), $1.id) }
        }
    }
}
