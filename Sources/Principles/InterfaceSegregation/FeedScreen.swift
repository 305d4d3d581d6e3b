import Futubra

extension InterfaceSegregation {
    /// Interface segregation broken: the feed screen holds the whole backend protocol.
    ///
    /// It calls `feed()` and `like(_:by:)`, but it depends on all six requirements: a test
    /// double or a preview backend for it must implement publishing and moderation too, and a
    /// change to moderation touches every such stand-in.
    ///
    /// ```swift
    /// FatFeedScreen(service: backend).rows()
    /// ```
    struct FatFeedScreen {
        let service: any FeedService

        /// One row per post: author and likes.
        func rows() -> [String] {
            service.feed().map { "\($0.id) \($0.author), likes: \($0.likeCount)" }
        }

        /// The like button of post `id`.
        func tapLike(_ id: PostID, as user: UserName) {
            service.like(id, by: user)
        }
    }

    /// Interface segregation kept: the feed screen depends on the two roles it uses.
    ///
    /// ```swift
    /// FeedScreen(feed: backend, likes: backend).rows()
    /// ```
    struct FeedScreen {
        let feed: any FeedReading
        let likes: any PostLiking

        /// One row per post: author and likes.
        func rows() -> [String] {
            feed.feed().map { "\($0.id) \($0.author), likes: \($0.likeCount)" }
        }

        /// The like button of post `id`.
        func tapLike(_ id: PostID, as user: UserName) {
            likes.like(id, by: user)
        }
    }
}
