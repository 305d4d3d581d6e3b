import Futubra

/// What the feed view model needs from the backend: the posts, and a like set or cleared.
@MainActor
protocol FeedService: AnyObject {
    /// The feed, newest first.
    func posts() async throws -> [Post]
    /// Sets whether the signed-in user likes post `id`; answers the post's new like count.
    func setLike(_ liked: Bool, post id: PostID) async throws -> Int
}

/// The model: Futubra's sample feed in memory, signed in as anna, answering asynchronously.
///
/// It can be told to fail its first loads (`failingFirst`), and it records every call, so a
/// test sees what reached the backend.
@MainActor
final class InMemoryFeedService: FeedService {
    private var feed: Feed
    private var failuresLeft: Int
    /// Every call, in order: `posts()`, `like(#3)`, `unlike(#3)`.
    private(set) var calls: [String] = []
    private let user = SampleFeed.anna

    /// The sample feed, failing its first `failingFirst` loads.
    init(failingFirst: Int = 0) throws {
        feed = try SampleFeed.feed()
        failuresLeft = failingFirst
    }

    func posts() async throws -> [Post] {
        calls.append("posts()")
        if failuresLeft > 0 {
            failuresLeft -= 1
            throw SwiftUIPatternsError.offline
        }
        return feed.posts
    }

    func setLike(_ liked: Bool, post id: PostID) async throws -> Int {
        calls.append("\(liked ? "like" : "unlike")(#\(id.rawValue))")
        let user = user
        return try feed.update(id: id) { (post: inout Post) -> Int in
            _ = liked ? post.like(by: user) : post.unlike(by: user)
            return post.likeCount
        }
    }

    /// The likes post `id` has on the backend.
    func likes(of id: PostID) -> Int? {
        feed.post(id: id)?.likeCount
    }
}
