import Futubra

/// A utility class: text helpers with no state of their own that any row might want.
///
/// ```swift
/// TextUtilities().counted(3, "like")   // "3 likes"
/// ```
class TextUtilities {
    init() {}

    /// `1 like`, `3 likes`.
    func counted(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }

    /// `text`, cut to `limit` characters with an ellipsis.
    func shortened(_ text: String, to limit: Int) -> String {
        text.count > limit ? String(text.prefix(limit)) + "…" : text
    }

    /// A row's footer: `3 likes · 0 comments`.
    func footer(likes: Int, comments: Int) -> String {
        "\(counted(likes, "like")) · \(counted(comments, "comment"))"
    }
}

/// BaseBean: a feed row that inherits from the utility class to get its helpers.
///
/// The row is not a kind of text utility; it only wants to call one. Inheriting makes every
/// helper part of the row's own interface, and makes every override of a helper a change to
/// the utility's other methods too.
///
/// ```swift
/// UtilityPostRow().lines(for: post, views: 0)
/// ```
class UtilityPostRow: TextUtilities {
    /// The row: the author and the words, then the footer.
    func lines(for post: Post, views: Int) -> [String] {
        [
            "\(post.author): \(shortened(post.content.words ?? post.content.kind.rawValue, to: 24))",
            footer(likes: post.likeCount, comments: post.comments.count),
        ]
    }
}

/// A video row, added later: it shows the plays, as `1.2k plays`, so it overrides the
/// inherited `counted(_:_:)` to write compact numbers for them.
///
/// The override is meant for one line, but the inherited `footer(likes:comments:)` calls
/// `counted` through `self`, so the likes and comments line now reads `3 plays · 0 plays`.
final class UtilityVideoRow: UtilityPostRow {
    override func counted(_ number: Int, _ noun: String) -> String {
        let compact = number >= 1000 ? "\(number / 1000).\(number % 1000 / 100)k" : "\(number)"
        return "\(compact) plays"
    }

    override func lines(for post: Post, views: Int) -> [String] {
        super.lines(for: post, views: views) + [counted(views, "play")]
    }
}
