import Futubra
import MessageTrace

/// The compose screen: the text field's contents on the main actor, published through a
/// ``DraftUploader``.
///
/// Intent: the screen cannot send a draft it keeps in a property (that draft belongs to the
/// main actor's region, and the compiler rejects sending it). So `publish(with:)` builds a
/// fresh ``PostDraft`` from the text, sends that, and clears the field for the next post.
///
/// ```swift
/// let screen = ComposeScreen(author: SampleFeed.anna)
/// screen.text = "Hello"
/// let id = try await screen.publish(with: uploader)   // screen.text is "" again
/// ```
@MainActor
final class ComposeScreen {
    /// The text field's contents.
    var text = ""
    private let author: UserName

    /// A compose screen for `author`.
    init(author: UserName) {
        self.author = author
    }

    /// Publishes the text as a new post and starts a new, empty draft.
    func publish(with uploader: DraftUploader) async throws -> PostID {
        let draft = PostDraft(text: text, author: author)
        text = ""
        Trace.call(from: "ComposeScreen", to: "DraftUploader", "upload(sending draft)")
        return try await uploader.upload(draft)
    }
}
