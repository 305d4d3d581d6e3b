import Futubra

/// Something that happened in the feed, as subscribers hear it.
///
/// A typed, `Equatable` event instead of a name plus an `Any?` payload: a subscriber
/// switches over the cases, the compiler checks every one, and a test compares events
/// with `==`.
enum FeedEvent: Equatable, Sendable {
    /// A new post appeared on top of the feed.
    case postPublished(PostID, by: UserName)
    /// `user` liked the post.
    case postLiked(PostID, by: UserName)
    /// `user` withdrew a like.
    case postUnliked(PostID, by: UserName)
    /// A comment was added to the post.
    case commentAdded(PostID, by: UserName)
}

extension FeedEvent: CustomStringConvertible {
    /// `postLiked(#3, by: anna)`.
    var description: String {
        switch self {
        case .postPublished(let post, let user): "postPublished(\(post), by: \(user))"
        case .postLiked(let post, let user): "postLiked(\(post), by: \(user))"
        case .postUnliked(let post, let user): "postUnliked(\(post), by: \(user))"
        case .commentAdded(let post, let user): "commentAdded(\(post), by: \(user))"
        }
    }
}
