import Futubra

/// Text helpers as a value the rows hold and call: delegation, not inheritance.
///
/// ```swift
/// TextFormat().counted(3, "like")   // "3 likes"
/// ```
struct TextFormat: Sendable {
    /// `1 like`, `3 likes`.
    func counted(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }

    /// `1.2k`, or the number itself below a thousand.
    func compact(_ number: Int) -> String {
        number >= 1000 ? "\(number / 1000).\(number % 1000 / 100)k" : "\(number)"
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

/// The feed's rows, holding a ``TextFormat`` and calling it.
///
/// The video row's plays line asks for `compact`; it changes nothing the footer uses.
///
/// ```swift
/// PostRowLines().lines(for: post, views: 1234)
/// ```
struct PostRowLines: Sendable {
    let text = TextFormat()

    /// The row: the author and the words, the footer, and for a video the plays.
    func lines(for post: Post, views: Int) -> [String] {
        let head = [
            "\(post.author): \(text.shortened(post.content.words ?? post.content.kind.rawValue, to: 24))",
            text.footer(likes: post.likeCount, comments: post.comments.count),
        ]
        guard post.content.kind == .video else { return head }
        return head + ["\(text.compact(views)) plays"]
    }
}

/// The rows the base-bean design draws: a video row for a video, the plain row otherwise.
enum UtilityRows {
    /// The row class the base-bean design uses for `post`.
    static func row(for post: Post) -> UtilityPostRow {
        post.content.kind == .video ? UtilityVideoRow() : UtilityPostRow()
    }
}
