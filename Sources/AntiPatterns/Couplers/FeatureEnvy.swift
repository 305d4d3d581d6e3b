import Futubra

extension Couplers {
    /// Feature envy: a method more interested in another type's data than in its own.
    ///
    /// The feed row works out a post's engagement from the post's likes, comments and author,
    /// and uses nothing of its own but a threshold. The refactoring (move method) puts the
    /// computation on `Post`, where the data is; the row asks for the result.
    enum FeatureEnvy {
        /// The smell: the row reads the post's fields to compute the post's score.
        enum Before {
            /// A feed row that computes a post's score from the post's data.
            struct FeedRow {
                var highlightAt = 5

                func engagement(of post: Post) -> Int {
                    post.likeCount * 2 + post.comments.count + post.comments.filter { $0.author != post.author }.count
                }

                func line(for post: Post) -> String {
                    "\(post.id) \(engagement(of: post) >= highlightAt ? "★" : "·") \(engagement(of: post))"
                }
            }
        }

        /// The refactoring: the row asks `Post` for the score.
        enum After {
            /// A feed row that asks the post for its score.
            struct FeedRow {
                var highlightAt = 5

                func line(for post: Post) -> String {
                    let score = post.engagementScore
                    return "\(post.id) \(score >= highlightAt ? "★" : "·") \(score)"
                }
            }
        }
    }
}

extension Post {
    /// How much readers engage with the post: each like counts twice, each comment once, and
    /// a comment by someone other than the author once more.
    var engagementScore: Int {
        likeCount * 2 + comments.count + comments.filter { $0.author != author }.count
    }
}
