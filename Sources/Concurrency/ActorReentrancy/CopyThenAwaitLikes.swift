import Futubra
import MessageTrace

/// The likes as they are often first written, and wrong: copy the state, await, write the
/// copy back.
///
/// Intent: kept to show a stale read across an `await`. The copy of `post` is taken before
/// the call suspends; another like that runs on the actor meanwhile changes `post`, and
/// writing the copy back erases that change. Each call is correct alone; two at once lose
/// one like. The fix is ``PostLikes``: change the state after the `await`.
///
/// ```swift
/// let likes = CopyThenAwaitLikes(post: post, backend: backend)
/// async let anna: Void = likes.like(by: SampleFeed.anna)
/// async let bob: Void = likes.like(by: SampleFeed.bob)
/// _ = try await (anna, bob)   // one of the two likes is lost
/// ```
actor CopyThenAwaitLikes {
    /// The post as this screen shows it.
    private(set) var post: Post
    private let backend: FeedBackend

    /// The likes of `post`, sent to `backend`.
    init(post: Post, backend: FeedBackend) {
        self.post = post
        self.backend = backend
    }

    /// `user` likes the post, on a copy taken before the `await`.
    func like(by user: UserName) async throws {
        var updated = post
        guard !updated.isLiked(by: user) else { return }
        Trace.call(from: "CopyThenAwait", to: "FeedBackend", "like #\(post.id.rawValue) by \(user.rawValue)")
        _ = try await backend.like(post.id, by: user)
        updated.like(by: user)
        post = updated
        Trace.note(over: "CopyThenAwait", "writes back its copy (likes: \(post.likeCount))")
    }
}
