import Futubra

/// Composition over inheritance, broken: everything a user can act on derives from one
/// base class, which offers every action.
///
/// Swift allows one superclass, so liking, sharing and reporting all live in `FeedItem`,
/// and every subclass gets all three. A subclass turns an action off by overriding
/// ``menu()``; one that forgets offers it anyway, and the inherited like state accepts
/// a like on a profile. Futubra's values have to be wrapped to join the hierarchy, and
/// the wrapper keeps its own like state apart from the post's.
///
/// ```swift
/// ProfileItem(user: anna).menu()   // ["like", "share", "report"]: a profile cannot be liked
/// ```
class FeedItem {
    /// Who liked the item, as the base class records it.
    private(set) var likedBy: Set<UserName> = []

    /// The actions the item's menu offers.
    func menu() -> [String] {
        ["like", "share", "report"]
    }

    /// Records a like by `user`; `false` when `user` already liked the item.
    func like(by user: UserName) -> Bool {
        likedBy.insert(user).inserted
    }
}

/// A post wrapped to join the hierarchy.
final class PostItem: FeedItem {
    let post: Post

    init(post: Post) {
        self.post = post
    }
}

/// A comment wrapped to join the hierarchy; it removes the actions a comment lacks.
final class CommentItem: FeedItem {
    let comment: Comment

    init(comment: Comment) {
        self.comment = comment
    }

    override func menu() -> [String] {
        ["report"]
    }
}

/// A user's profile wrapped to join the hierarchy; nobody overrode ``FeedItem/menu()``.
final class ProfileItem: FeedItem {
    let user: UserName

    init(user: UserName) {
        self.user = user
    }
}
