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
