import Futubra
import FutubraServer
import Synchronization

/// The wrong implementation, kept to prove the contract can fail: it records each like in a
/// list, so a second like by the same user is a second entry, and one unlike removes only one.
///
/// Every post it returns still counts each user once (a `Post` keeps a set), so tests that
/// like once and read back pass on it; the contract's "liking twice then unliking once" does not.
final class ListLikeBackend: LikeBackend {
    private let state: Mutex<(feed: Feed, likes: [PostID: [UserName]])>

    init(feed: Feed) {
        let likes = Dictionary(uniqueKeysWithValues: feed.posts.map { ($0.id, Array($0.likedBy)) })
        state = Mutex((feed, likes))
    }

    func post(_ id: PostID) async throws(FeedClientError) -> Post {
        try state.withLock { state throws(FeedClientError) in try Self.read(id, state) }
    }

    func like(_ id: PostID, as user: UserName) async throws(FeedClientError) -> Post {
        try state.withLock { state throws(FeedClientError) in
            state.likes[id, default: []].append(user)
            return try Self.read(id, state)
        }
    }

    func unlike(_ id: PostID, as user: UserName) async throws(FeedClientError) -> Post {
        try state.withLock { state throws(FeedClientError) in
            if let index = state.likes[id]?.firstIndex(of: user) { state.likes[id]?.remove(at: index) }
            return try Self.read(id, state)
        }
    }

    /// The post with its likes as the list says.
    private static func read(_ id: PostID, _ state: (feed: Feed, likes: [PostID: [UserName]])) throws(FeedClientError)
        -> Post
    {
        guard let post = state.feed.post(id: id),
            let read = try? Post(
                id: id, author: post.author, content: post.content, likedBy: Set(state.likes[id] ?? []),
                comments: post.comments)
        else { throw .status(404, message: FutubraError.postNotFound(id).description) }
        return read
    }
}
