import Futubra

/// Something users can like. Requirements only; the behaviour built on them comes from the
/// extension.
///
/// Futubra's `Post` already has these three methods, so it conforms with an empty
/// extension, in this module, without being edited or wrapped.
///
/// ```swift
/// var post = try SampleFeed.post(4)
/// post.toggleLike(by: bob)   // bob liked #4, so this withdraws his like
/// ```
protocol Likeable {
    /// Records a like; `false` when `user` already liked it.
    mutating func like(by user: UserName) -> Bool
    /// Withdraws a like; `false` when there was none.
    mutating func unlike(by user: UserName) -> Bool
    /// Whether `user` likes it.
    func isLiked(by user: UserName) -> Bool
}

extension Likeable {
    /// Likes, or withdraws the like if there is one; returns whether `user` likes it now.
    /// Every conformer gets it, written once, from the three requirements.
    @discardableResult
    mutating func toggleLike(by user: UserName) -> Bool {
        if isLiked(by: user) {
            _ = unlike(by: user)
            return false
        }
        _ = like(by: user)
        return true
    }
}

/// Something with a page others can open: a share sheet shows its title and link.
///
/// `shareTitle()` is a requirement with a default, so a conformer's own title is used
/// even when the conformer is only known as `some Shareable` or `any Shareable`.
///
/// ```swift
/// ShareSheet.card(for: post)   // "anna on Futubra - https://futubra.example/p/4"
/// ```
protocol Shareable {
    /// The path of its page, from the site's root.
    var sharePath: String { get }
    /// The title a share sheet shows.
    func shareTitle() -> String
}

extension Shareable {
    /// The default title, for conformers that declare none.
    func shareTitle() -> String {
        "Shared from Futubra"
    }

    /// The full link; a helper every conformer shares.
    func shareLink() -> String {
        "https://futubra.example\(sharePath)"
    }
}

/// Something users can report to the moderators.
///
/// ```swift
/// comment.report(reason: "spam")   // "report comment #2 by eve: spam"
/// ```
protocol Reportable {
    /// What the moderators see the report is about.
    var reportSubject: String { get }
}

extension Reportable {
    /// The report a moderator receives.
    func report(reason: String) -> String {
        "report \(reportSubject): \(reason)"
    }
}

// Futubra's types gain the capabilities they have, and only those, from here: the domain
// module is not edited, and nothing is wrapped.

extension Post: Likeable, Shareable, Reportable {
    var sharePath: String { "/p/\(id.rawValue)" }
    var reportSubject: String { "post \(id) by \(author)" }

    /// The post's own title, which the share sheet shows through ``Shareable``.
    func shareTitle() -> String {
        "\(author) on Futubra"
    }
}

extension Comment: Reportable {
    var reportSubject: String { "comment \(id) by \(author)" }
}

/// A user name stands for the user's profile: it can be shared and reported, not liked.
extension UserName: Shareable, Reportable {
    var sharePath: String { "/u/\(rawValue)" }
    var reportSubject: String { "profile \(rawValue)" }
}

/// The menu of actions a long press shows, built from what the thing conforms to.
///
/// ```swift
/// ActionMenu.actions(for: SampleFeed.anna)   // ["share", "report"]
/// ```
enum ActionMenu {
    /// The actions `item` supports, in menu order.
    static func actions(for item: Any) -> [String] {
        var actions: [String] = []
        if item is any Likeable { actions.append("like") }
        if item is any Shareable { actions.append("share") }
        if item is any Reportable { actions.append("report") }
        return actions
    }
}
