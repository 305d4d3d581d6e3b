import Futubra

extension DomainDrivenDesign {
    /// A domain service: an operation of the domain that belongs to no single entity.
    ///
    /// An author's reputation spans every post they wrote, so no one post can compute it.
    ///
    /// ```swift
    /// Reputation.of(anna, in: feed.posts)   // likes on anna's posts
    /// ```
    enum Reputation {
        /// The likes `author` received on all their posts, plus one per comment others left.
        static func of(_ author: UserName, in posts: [Post]) -> Int {
            posts.filter { $0.author == author }.reduce(0) { total, post in
                total + post.likeCount + post.comments.filter { $0.author != author }.count
            }
        }
    }
}

/// A domain operation put on an entity that lacks the information: one post computes its
/// author's reputation from itself, and misses every other post the author wrote.
///
/// ```swift
/// post.authorReputation   // this post's likes and comments only
/// ```
extension Post {
    var authorReputation: Int {
        likeCount + comments.filter { $0.author != author }.count
    }
}
