import Futubra

extension InterfaceSegregation {
    /// The real backend, in memory: it does everything, so it conforms to the fat protocol and
    /// to every role protocol. Segregating the interface costs the implementation nothing.
    ///
    /// ```swift
    /// let backend = FeedBackend(feed: try SampleFeed.feed())
    /// FeedScreen(feed: backend, likes: backend).rows()
    /// ```
    final class FeedBackend: FeedService, FeedReading, PostLiking, PostPublishing, Moderating {
        private var posts: Feed
        private(set) var pinned: PostID?
        private(set) var banned: Set<UserName> = []

        init(feed: Feed) {
            posts = feed
        }

        func feed() -> [Post] { posts.posts }

        func like(_ id: PostID, by user: UserName) {
            _ = try? posts.update(id: id) { $0.like(by: user) }
        }

        func publish(_ post: Post) {
            try? posts.add(post)
        }

        func delete(_ id: PostID) {
            _ = try? posts.remove(id: id)
        }

        func ban(_ user: UserName) {
            banned.insert(user)
        }

        func pin(_ id: PostID) {
            pinned = id
        }
    }
}
