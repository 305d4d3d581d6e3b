import Futubra

/// One thing that happened on a post, as a live activity stream delivers it.
enum Activity: Equatable, Sendable {
    /// `user` liked the post.
    case liked(PostID, by: UserName)
    /// `user` commented on the post.
    case commented(PostID, by: UserName)
}

extension Activity: CustomStringConvertible {
    /// `liked(#3, by: anna)`.
    var description: String {
        switch self {
        case .liked(let post, let user): "liked(\(post), by: \(user))"
        case .commented(let post, let user): "commented(\(post), by: \(user))"
        }
    }
}
