import Futubra

extension Dispensables {
    /// Comments: a method that needs a comment per block to be understood.
    ///
    /// The comments name steps the code does not name. The refactoring (extract function,
    /// then name it after the comment) turns each commented block into a function whose name
    /// says what the comment said, and which a test can call alone.
    enum Comments {
        /// The smell: one function, a comment over each block.
        enum Before {
            static func trending(_ feed: Feed) -> [PostID] {
                // keep the posts somebody liked
                var kept: [Post] = []
                for post in feed.posts where post.likeCount > 0 {
                    kept.append(post)
                }
                // most liked first; on a tie, the newer post first
                kept.sort { $0.likeCount != $1.likeCount ? $0.likeCount > $1.likeCount : $0.id > $1.id }
                // three at most
                return kept.prefix(3).map(\.id)
            }
        }

        /// The refactoring: each block is a function named after what its comment said.
        enum After {
            static let trendingCount = 3

            static func trending(_ feed: Feed) -> [PostID] {
                liked(feed.posts).sorted(by: isMoreLiked).prefix(trendingCount).map(\.id)
            }

            static func liked(_ posts: [Post]) -> [Post] {
                posts.filter { $0.likeCount > 0 }
            }

            static func isMoreLiked(_ lhs: Post, than rhs: Post) -> Bool {
                lhs.likeCount != rhs.likeCount ? lhs.likeCount > rhs.likeCount : lhs.id > rhs.id
            }
        }
    }
}
