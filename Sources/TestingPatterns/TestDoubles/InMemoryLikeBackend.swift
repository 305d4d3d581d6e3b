import Futubra
import FutubraServer
import Synchronization

/// A fake: a backend that really works, on a feed in memory instead of a server.
///
/// A fake's answers follow from what was done before (like, then read: the like is there), so
/// a test can run a whole flow on it and check the end state. It is cheap and fast, and
/// trustworthy only as long as it agrees with the real backend, which a test checks by running
/// the same calls on both.
///
/// ```swift
/// let fake = InMemoryLikeBackend(feed: try SampleFeed.feed())
/// _ = try await fake.like(PostID(4), as: SampleFeed.eve)
/// try await fake.post(PostID(4)).likeCount   // 4
/// ```
final class InMemoryLikeBackend: LikeBackend {
    private let feed: Mutex<Feed>

    /// A backend holding `feed`.
    init(feed: Feed) {
        self.feed = Mutex(feed)
    }

    func post(_ id: PostID) async throws(FeedClientError) -> Post {
        guard let post = feed.withLock({ $0.post(id: id) }) else { throw Self.notFound(id) }
        return post
    }

    func like(_ id: PostID, as user: UserName) async throws(FeedClientError) -> Post {
        try change(id) { $0.like(by: user) }
    }

    func unlike(_ id: PostID, as user: UserName) async throws(FeedClientError) -> Post {
        try change(id) { $0.unlike(by: user) }
    }

    /// Applies `edit` to the post with `id` and returns the post as it is now.
    private func change(_ id: PostID, _ edit: @Sendable (inout Post) -> Bool) throws(FeedClientError) -> Post {
        let changed = feed.withLock { feed -> Post? in
            try? feed.update(id: id) { post in
                _ = edit(&post)
                return post
            }
        }
        guard let changed else { throw Self.notFound(id) }
        return changed
    }

    /// What the server answers for an unknown post.
    private static func notFound(_ id: PostID) -> FeedClientError {
        .status(404, message: FutubraError.postNotFound(id).description)
    }
}
