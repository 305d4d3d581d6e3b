import Futubra
import MessageTrace

/// A like button that runs a stored closure when tapped, as `UIButton`'s `UIAction` handler does.
///
/// The button owns the closure (closures are reference types, and a stored one is retained).
/// Whatever the closure captures strongly, the button keeps alive.
final class LikeButton {
    /// What a tap does; stored and owned by the button.
    var onTap: (() -> Void)?

    /// Runs the tap handler.
    func tap() {
        Trace.call(from: "User", to: "LikeButton", "tap()")
        onTap?()
    }
}

/// One post's row in the feed: owns its like button and counts the taps on it.
///
/// The row stores, in its own button, a closure that updates the row. Captured strongly,
/// that closure would close a cycle: row → button → closure → row. The closure captures the
/// row weakly instead (`[weak self]`), so releasing the row frees row, button and closure.
///
/// ```swift
/// let row = PostRow(post: PostID(3))
/// row.button.tap()                  // row.likes == 1
/// ```
final class PostRow {
    /// The post the row shows.
    let post: PostID
    /// The row's like button, owned by the row.
    let button = LikeButton()
    /// Taps counted so far.
    private(set) var likes = 0

    /// A row for `post`, with its button wired to it.
    init(post: PostID) {
        self.post = post
        button.onTap = { [weak self] in self?.liked() }
    }

    private func liked() {
        likes += 1
        Trace.note(over: "PostRow", "post \(post): \(likes) like(s)")
    }
}

/// The broken row: its button's closure captures the row strongly, so the row never goes.
final class LeakingPostRow {
    /// The post the row shows.
    let post: PostID
    /// The row's like button, whose stored closure owns the row back.
    let button = LikeButton()
    /// Taps counted so far.
    private(set) var likes = 0

    /// A row for `post` whose button's closure captures `self` strongly: the cycle forms here.
    init(post: PostID) {
        self.post = post
        button.onTap = { self.likes += 1 }
    }
}
