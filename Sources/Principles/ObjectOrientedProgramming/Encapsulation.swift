import Futubra

/// A tap on a post's like button: who tapped, and whether to like or to withdraw a like.
enum LikeTap: Equatable, Sendable {
    case like(UserName)
    case unlike(UserName)
}

/// Encapsulation broken: a post's likes as two open fields, with the rules left to every
/// caller.
///
/// Nothing ties `count` to `likers`, nothing stops a second like by the same user, and
/// nothing stops the count going below zero. Each caller has to remember the rules; the
/// like button below does not.
///
/// ```swift
/// var likes = ExposedLikes()
/// likes.count -= 1   // compiles: the count is now -1
/// ```
struct ExposedLikes: Equatable, Sendable {
    /// How many likes the post shows.
    var count = 0
    /// Who liked it.
    var likers: [UserName] = []

    /// Whether the fields still agree: one like per distinct user, never negative.
    var isConsistent: Bool { count >= 0 && count == likers.count && Set(likers).count == likers.count }
}

/// The like button's handler, written against both designs.
///
/// Against ``ExposedLikes`` it does the bookkeeping itself and trusts every tap. Against
/// Futubra's `Post`, whose likes are `private(set)` behind `like(by:)` and `unlike(by:)`, it
/// only says what happened, and the post keeps its own rules.
///
/// ```swift
/// LikeButton.apply(.like(anna), to: &post)
/// ```
enum LikeButton {
    /// Applies `tap` to open fields: a like adds one, a withdrawal takes one away.
    static func apply(_ tap: LikeTap, to likes: inout ExposedLikes) {
        switch tap {
        case .like(let user):
            likes.count += 1
            likes.likers.append(user)
        case .unlike(let user):
            likes.count -= 1
            likes.likers.removeAll { $0 == user }
        }
    }

    /// Applies `tap` to an encapsulated post: the post decides what the tap changes.
    static func apply(_ tap: LikeTap, to post: inout Post) {
        switch tap {
        case .like(let user): post.like(by: user)
        case .unlike(let user): post.unlike(by: user)
        }
    }
}
