import Futubra

/// Exports a feed as lines of text; which ``PostFormatter`` does the writing is decided by
/// the conforming type, through the factory method ``makeFormatter()``.
///
/// The export algorithm, ``export(_:)``, is written once, here, against the
/// ``PostFormatter`` protocol only. A new format needs a new conformer and its formatter;
/// the algorithm is not touched and never names a concrete formatter.
///
/// ```swift
/// let lines = MarkdownFeedExporter().export(feed)
/// ```
protocol FeedExporter {
    /// The kind of formatter this exporter makes.
    associatedtype Formatter: PostFormatter

    /// What the export is called, for a share sheet: "Plain text", "Markdown".
    var title: String { get }

    /// The factory method: a fresh formatter for one export.
    func makeFormatter() -> Formatter
}

extension FeedExporter {
    /// The feed as lines: a heading, then every post in display order.
    ///
    /// Asks ``makeFormatter()`` for a new formatter on every call, so state a formatter
    /// keeps (a running number, a total) starts fresh for each export.
    /// - Complexity: O(n) in the number of posts and comments.
    func export(_ feed: Feed) -> [String] {
        var formatter = makeFormatter()
        var lines = [formatter.heading(postCount: feed.count)]
        for post in feed.posts {
            lines += formatter.format(post)
        }
        return lines
    }
}

/// Writes posts in one export format. A formatter may keep state across the posts of one
/// export (a running number), which is why each export gets a fresh one.
///
/// ```swift
/// var formatter = exporter.makeFormatter()
/// let lines = [formatter.heading(postCount: 2)] + formatter.format(post)
/// ```
protocol PostFormatter {
    /// The first line of the export.
    func heading(postCount: Int) -> String
    /// The lines for `post`, which comes next in the export.
    mutating func format(_ post: Post) -> [String]
}
