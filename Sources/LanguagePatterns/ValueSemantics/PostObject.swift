import Futubra

/// What a detail screen needs of a post to preview a like: the count, and a like to add.
package protocol LikeablePost {
    var likeCount: Int { get }
    @discardableResult mutating func like(by user: UserName) -> Bool
}

extension Post: LikeablePost {}

/// A post's likes kept in a class: the reference-semantics twin of the domain's `Post` struct.
///
/// Two variables holding one `PostObject` hold the same object: a like through either is a
/// like of both, and `===` tells two objects with the same likes apart. A `let` holding it
/// fixes which object it is, not the object's likes.
package final class PostObject: LikeablePost {
    package let id: PostID
    package private(set) var likedBy: Set<UserName>

    package init(_ post: Post) {
        id = post.id
        likedBy = post.likedBy
    }

    package var likeCount: Int { likedBy.count }

    @discardableResult
    package func like(by user: UserName) -> Bool {
        likedBy.insert(user).inserted
    }
}

/// A detail screen's like preview: it shows how the post would look liked by `user` on the
/// screen's own copy, and the user backs out without confirming.
///
/// The same code for a struct and a class: `var draft = post` copies the post when it is a
/// value and copies only a reference when it is an object, so the preview's like stays on the
/// screen or lands in the feed's post.
package enum LikePreview {
    /// The like count the preview shows.
    package static func preview<Shown: LikeablePost>(_ post: Shown, as user: UserName) -> Int {
        var draft = post
        draft.like(by: user)
        return draft.likeCount
    }
}
