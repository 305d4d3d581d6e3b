import Futubra
import FutubraServer
import MessageTrace

/// What a tap on the like button ended in: the count the server answered, or a message.
enum LikeOutcome: Equatable, Sendable, CustomStringConvertible {
    case liked(likes: Int)
    case unliked(likes: Int)
    case failed(String)

    var description: String {
        switch self {
        case .liked(let likes): "liked, \(likes) likes"
        case .unliked(let likes): "unliked, \(likes) likes"
        case .failed(let message): "failed: \(message)"
        }
    }
}

/// A like button's logic, built from its three collaborators: what the doubles stand in for.
///
/// The right ``LikeButton`` and the planted defects conform, so the same test, written with one
/// kind of double, can be run on each and shown to catch a defect or to miss it.
protocol LikeToggling: Sendable {
    init(backend: any LikeBackend, analytics: any LikeAnalytics, moderator: any CommentModerator)
    /// Likes the post for `user`, or withdraws the like if `user` already likes it.
    func toggleLike(_ id: PostID, as user: UserName) async -> LikeOutcome
}

/// The code under test: a tap likes a post, or unlikes it when the user already likes it;
/// the count shown is the server's; analytics hears only of what happened.
///
/// ```swift
/// let button = LikeButton(backend: backend, analytics: analytics, moderator: moderator)
/// await button.toggleLike(PostID(4), as: SampleFeed.eve)   // .liked(likes: 4)
/// ```
struct LikeButton: LikeToggling {
    let backend: any LikeBackend
    let analytics: any LikeAnalytics
    let moderator: any CommentModerator

    func toggleLike(_ id: PostID, as user: UserName) async -> LikeOutcome {
        do {
            Trace.call(from: "LikeButton", to: "LikeBackend", "post(\(id))")
            let current = try await backend.post(id)
            if current.isLiked(by: user) {
                Trace.call(from: "LikeButton", to: "LikeBackend", "unlike(\(id), \(user))")
                let post = try await backend.unlike(id, as: user)
                Trace.call(from: "LikeButton", to: "LikeAnalytics", "track(unlike \(id))")
                analytics.track("unlike \(id)")
                return .unliked(likes: post.likeCount)
            }
            Trace.call(from: "LikeButton", to: "LikeBackend", "like(\(id), \(user))")
            let post = try await backend.like(id, as: user)
            Trace.call(from: "LikeButton", to: "LikeAnalytics", "track(like \(id))")
            analytics.track("like \(id)")
            return .liked(likes: post.likeCount)
        } catch {
            return .failed("couldn't update the like on \(id)")
        }
    }

    /// Whether `text` may be posted as a comment: the moderator decides.
    func mayComment(_ text: String) throws(TestingPatternsError) -> Bool {
        try moderator.allows(text)
    }
}
