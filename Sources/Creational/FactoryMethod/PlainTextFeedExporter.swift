import Futubra

/// Exports a feed as plain text, one line per post, for the clipboard.
///
/// ```swift
/// PlainTextFeedExporter().export(feed)   // ["Futubra feed, 4 posts", "#4 anna: …", …]
/// ```
struct PlainTextFeedExporter: FeedExporter {
    let title = "Plain text"

    func makeFormatter() -> PlainTextPostFormatter {
        PlainTextPostFormatter()
    }
}

/// One line per post: id, author, content and likes.
///
/// ```swift
/// var formatter = PlainTextPostFormatter()
/// formatter.format(post)   // ["#2 chen: video: … (1 like)"]
/// ```
struct PlainTextPostFormatter: PostFormatter {
    func heading(postCount: Int) -> String {
        "Futubra feed, \(postCount) posts"
    }

    mutating func format(_ post: Post) -> [String] {
        ["\(post.id) \(post.author): \(post.content) (\(post.likeCount) \(post.likeCount == 1 ? "like" : "likes"))"]
    }
}
