import Futubra
import MessageTrace

/// The store as it is often first written, and wrong: check, await, then store.
///
/// Intent: kept to show the check-then-await bug. The check (`kept[id]`) runs before the
/// `await`; while the first caller waits for the server, the actor lets a second call in,
/// whose check also misses, so it sends a second request for the same post. Nothing races
/// in the data-race sense (the actor guards `kept`); the bug is the stale check. The fix is
/// ``PostStore``: claim the load before the `await`.
///
/// ```swift
/// let store = CheckThenAwaitPostStore(backend: backend)
/// async let a = store.post(PostID(3))
/// async let b = store.post(PostID(3))   // a second GET while the first one waits
/// ```
actor CheckThenAwaitPostStore {
    private let backend: FeedBackend
    private var kept: [PostID: Post] = [:]

    /// A store that loads posts from `backend`.
    init(backend: FeedBackend) {
        self.backend = backend
    }

    /// The post with `id`: kept, or loaded now. Two callers at once both load it.
    func post(_ id: PostID) async throws -> Post {
        if let post = kept[id] { return post }
        Trace.call(from: "CheckThenAwait", to: "FeedBackend", "GET /posts/\(id.rawValue)")
        let post = try await backend.post(id)
        Trace.reply(from: "FeedBackend", to: "CheckThenAwait", "post \(id)")
        kept[id] = post
        return post
    }
}
