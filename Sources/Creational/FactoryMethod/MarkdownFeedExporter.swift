import Futubra

/// Exports a feed as a numbered Markdown list, comments nested under their post.
///
/// ```swift
/// MarkdownFeedExporter().export(feed)   // ["# Futubra feed (4 posts)", "1. **anna**: …", …]
/// ```
struct MarkdownFeedExporter: FeedExporter {
    let title = "Markdown"

    func makeFormatter() -> MarkdownPostFormatter {
        MarkdownPostFormatter()
    }
}

/// A numbered Markdown list item per post; the number runs through one export.
///
/// ```swift
/// var formatter = MarkdownPostFormatter()
/// formatter.format(post)   // ["1. **anna**: …"]; the next post is 2.
/// ```
struct MarkdownPostFormatter: PostFormatter {
    /// The number the next post gets.
    private(set) var nextNumber = 1

    func heading(postCount: Int) -> String {
        "# Futubra feed (\(postCount) posts)"
    }

    mutating func format(_ post: Post) -> [String] {
        defer { nextNumber += 1 }
        let body: String
        switch post.content {
        case .text(let text): body = text.text
        case .image(let image): body = "![\(image.caption ?? "image")](\(image.url))"
        case .video(let video): body = "[video\(video.caption.map { ": \($0)" } ?? "")](\(video.url))"
        }
        let item = "\(nextNumber). **\(post.author)**: \(body)"
        return [item] + post.comments.map { "    - _\($0.author)_: \($0.content.words ?? "")" }
    }
}
