import Futubra

/// How text is written for one output: the implementation side of the bridge.
///
/// A back-end knows the primitives of its format (a heading, emphasis, a link, a bullet)
/// and nothing about posts. Renderers (the abstraction side) are built only from these
/// primitives, so each side can grow without touching the other.
///
/// ```swift
/// let backend: any OutputBackend = MarkdownBackend()
/// backend.heading("dana wrote")     // "## dana wrote"
/// ```
protocol OutputBackend: Sendable {
    /// The back-end's name, for display.
    var name: String { get }
    /// A title line.
    func heading(_ text: String) -> String
    /// Text to stress, inline.
    func emphasis(_ text: String) -> String
    /// A link labelled `label`, inline.
    func link(_ label: String, to url: MediaURL) -> String
    /// One item of a list.
    func bullet(_ text: String) -> String
}

/// Plain text for a terminal or a push notification: one implementation of the bridge.
///
/// ```swift
/// PlainTextBackend().heading("dana wrote")     // "DANA WROTE"
/// ```
struct PlainTextBackend: OutputBackend {
    var name: String { "plain text" }
    func heading(_ text: String) -> String { text.uppercased() }
    func emphasis(_ text: String) -> String { text }
    func link(_ label: String, to url: MediaURL) -> String { "\(label) <\(url)>" }
    func bullet(_ text: String) -> String { "- \(text)" }
}

/// Markdown for the web and for share sheets: one implementation of the bridge.
///
/// ```swift
/// MarkdownBackend().emphasis("anna")     // "**anna**"
/// ```
struct MarkdownBackend: OutputBackend {
    var name: String { "Markdown" }
    func heading(_ text: String) -> String { "## \(text)" }
    func emphasis(_ text: String) -> String { "**\(text)**" }
    func link(_ label: String, to url: MediaURL) -> String { "[\(label)](\(url))" }
    func bullet(_ text: String) -> String { "* \(text)" }
}
