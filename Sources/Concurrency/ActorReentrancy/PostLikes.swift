import Futubra
import MessageTrace

/// A post's likes, kept by an actor that changes its state only *after* the `await`.
///
/// Intent: a like goes to the server first and is shown once the server has it. The call
/// awaits the server, and while it waits another like may run on the actor and change
/// `post`. So the change is made after the `await`, to `post` as it is then: both likes
/// count. ``Post/like(by:)`` checks again that the user has not liked it meanwhile, so one
/// like per user still holds when the same user taps twice at once (the server counts one
/// too). A version that copies the post before the `await` and writes the copy back after
/// it (``CopyThenAwaitLikes``) loses the like made meanwhile.
///
/// ```swift
/// let likes = PostLikes(post: post, backend: backend)
/// async let anna: Void = likes.like(by: SampleFeed.anna)
/// async let bob: Void = likes.like(by: SampleFeed.bob)
/// _ = try await (anna, bob)   // both count
/// ```
actor PostLikes {
    /// The post as this screen shows it.
    private(set) var post: Post
    private let backend: FeedBackend

    /// The likes of `post`, sent to `backend`.
    init(post: Post, backend: FeedBackend) {
        self.post = post
        self.backend = backend
    }

    /// `user` likes the post: the server first, then the post as it is after the `await`.
    func like(by user: UserName) async throws {
        guard !post.isLiked(by: user) else { return }
        Trace.call(from: "PostLikes", to: "FeedBackend", "like #\(post.id.rawValue) by \(user.rawValue)")
        _ = try await backend.like(post.id, by: user)
        post.like(by: user)
        Trace.note(over: "PostLikes", "likes the post as it is now (likes: \(post.likeCount))")
    }
}
