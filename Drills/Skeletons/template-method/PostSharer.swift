/// A post to share outside the app.
struct SharedPost {
    var author: String
    var text: String
}

/// Shares a post to a destination. `share(_:)` is the template method: validate, render,
/// sign, deliver, always in that order. Subclasses change `render` (and may change
/// `validate`); `sign` is the invariant part every shared post carries, `final` so that no
/// subclass can change or skip it.
class PostSharer {
    /// What `deliver` sent, in order.
    private(set) var delivered: [String] = []

    /// Shares `post`: validates it (a refusal stops here and answers false), renders it,
    /// signs the rendering, and delivers the signed text. Answers whether it was delivered.
    /// TODO
    final func share(_ post: SharedPost) -> Bool {
        false
    }

    /// Whether the post may be shared: by default, any post with some text.
    func validate(_ post: SharedPost) -> Bool {
        !post.text.isEmpty
    }

    /// The post as the destination shows it: by default, its text.
    func render(_ post: SharedPost) -> String {
        post.text
    }

    /// The footer every shared post carries.
    final func sign(_ text: String) -> String {
        text + "\n— shared from Futubra"
    }

    /// Sends the text to the destination.
    func deliver(_ text: String) {
        delivered.append(text)
    }
}

/// Shares as plain text: `anna: Hello`. TODO
final class PlainTextSharer: PostSharer {}

/// Shares as Markdown, the author in bold: `**anna**: Hello`. A post longer than 280
/// characters is refused. TODO
final class MarkdownSharer: PostSharer {}
