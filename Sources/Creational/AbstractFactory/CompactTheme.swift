import Futubra

/// The compact theme: one line per post, comments as short indented lines, no frames.
///
/// ```swift
/// let lines = ThemedFeedView(theme: CompactTheme()).render(feed)
/// ```
struct CompactTheme: FeedTheme {
    let name = "compact"

    func makePostRenderer() -> CompactPostRenderer {
        CompactPostRenderer()
    }

    func makeCommentRenderer() -> CompactCommentRenderer {
        CompactCommentRenderer()
    }
}

/// A post as one line: id, author, words and likes.
///
/// ```swift
/// CompactTheme().makePostRenderer().opening(post)   // ["#3 bob: [image] … [0 likes]"]
/// ```
struct CompactPostRenderer: PostRendering {
    typealias Theme = CompactTheme

    func opening(_ post: Post) -> [String] {
        ["\(post.id) \(post.author): \(post.content.summary) [\(post.likeCount) likes]"]
    }

    func closing(_ post: Post) -> [String] {
        []
    }
}

/// A comment as one indented line under its post.
///
/// ```swift
/// CompactTheme().makeCommentRenderer().render(comment)   // ["   - anna: Welcome!"]
/// ```
struct CompactCommentRenderer: CommentRendering {
    typealias Theme = CompactTheme

    func render(_ comment: Comment) -> [String] {
        ["   - \(comment.author): \(comment.content.summary)"]
    }
}

extension Content {
    /// A short reading of the content: the text, or the kind and the caption.
    var summary: String {
        switch self {
        case .text(let text): text.text
        case .image(let image): "[image]" + (image.caption.map { " \($0)" } ?? "")
        case .video(let video): "[video]" + (video.caption.map { " \($0)" } ?? "")
        }
    }
}
