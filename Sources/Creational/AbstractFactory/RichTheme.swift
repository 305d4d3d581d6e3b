import Futubra

/// The rich theme: each post is a framed card of a fixed width, comments inside the card.
///
/// The width belongs to the theme, and both renderers it makes draw with it: that is why
/// a rich comment renderer only fits under a rich post renderer of the same theme.
///
/// ```swift
/// let lines = ThemedFeedView(theme: RichTheme(width: 44)).render(feed)   // 44 wide
/// ```
struct RichTheme: FeedTheme {
    let name = "rich"
    /// The width of every card line, frame included.
    let width: Int

    /// A rich theme whose cards are `width` characters wide (at least 16).
    init(width: Int = 44) {
        self.width = max(width, 16)
    }

    func makePostRenderer() -> RichPostRenderer {
        RichPostRenderer(card: CardLayout(width: width))
    }

    func makeCommentRenderer() -> RichCommentRenderer {
        RichCommentRenderer(card: CardLayout(width: width))
    }
}

/// A post as the top of a card: a titled border and the content.
///
/// ```swift
/// RichTheme(width: 30).makePostRenderer().opening(post)   // border, then content
/// ```
struct RichPostRenderer: PostRendering {
    typealias Theme = RichTheme
    let card: CardLayout

    func opening(_ post: Post) -> [String] {
        [card.border(title: "\(post.id) \(post.author)"), card.row(post.content.summary)]
    }

    func closing(_ post: Post) -> [String] {
        [card.row("\(post.likeCount) likes, \(post.comments.count) comments"), card.border(title: nil)]
    }
}

/// A comment as a row inside its post's card.
///
/// ```swift
/// RichTheme(width: 30).makeCommentRenderer().render(comment)   // ["|   anna: Welcome! … |"]
/// ```
struct RichCommentRenderer: CommentRendering {
    typealias Theme = RichTheme
    let card: CardLayout

    func render(_ comment: Comment) -> [String] {
        [card.row("  \(comment.author): \(comment.content.summary)")]
    }
}

/// The frame every rich renderer draws with: borders and rows of one width.
///
/// ```swift
/// CardLayout(width: 20).row("hi")   // "| hi               |"
/// ```
struct CardLayout: Sendable {
    /// The width of every line.
    let width: Int

    /// `+-- title ---+`, or a plain border without a title.
    func border(title: String?) -> String {
        let start = title.map { "+-- \(clipped($0, to: width - 7)) " } ?? "+"
        return start + String(repeating: "-", count: max(width - start.count - 1, 0)) + "+"
    }

    /// `| text   |`, the text cut to fit.
    func row(_ text: String) -> String {
        let inner = width - 4
        let fitted = clipped(text, to: inner)
        return "| " + fitted + String(repeating: " ", count: inner - fitted.count) + " |"
    }

    private func clipped(_ text: String, to length: Int) -> String {
        text.count <= length ? text : String(text.prefix(length - 3)) + "..."
    }
}
