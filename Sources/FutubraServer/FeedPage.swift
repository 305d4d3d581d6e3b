import Futubra

/// One page of the feed, as `GET /posts?offset=…&limit=…` answers it.
///
/// The posts from `offset` on (newest first), at most the page's limit, and how many posts
/// match in all, so a client knows whether there is more to load.
package struct FeedPage: Codable, Hashable, Sendable {
    /// The posts of this page.
    package var posts: [Post]
    /// The index of the page's first post among all matching posts.
    package var offset: Int
    /// How many posts match in all.
    package var total: Int

    /// A page of `posts` starting at `offset`, out of `total`.
    package init(posts: [Post], offset: Int, total: Int) {
        self.posts = posts
        self.offset = offset
        self.total = total
    }

    /// Whether posts remain after this page.
    package var hasMore: Bool { offset + posts.count < total }
}
