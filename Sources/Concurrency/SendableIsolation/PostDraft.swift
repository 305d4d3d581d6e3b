import Futubra

/// A post being written: a mutable object, deliberately not `Sendable`.
///
/// Intent: many models are classes with `var`s (an `NSObject` subclass, a Core Data object, a
/// draft edited field by field), and the compiler cannot let two concurrency domains share
/// one. Region-based isolation still lets such a value move: a draft made fresh and never
/// touched again by its maker can be handed to an actor with `sending`, which then owns it.
///
/// ```swift
/// let draft = PostDraft(text: "Hello", author: SampleFeed.anna)
/// let id = try await uploader.upload(draft)   // the draft now belongs to the uploader
/// ```
final class PostDraft {
    /// Where a draft is.
    enum Status: Equatable, Sendable {
        case writing
        case published(PostID)
    }

    /// The text typed so far.
    var text: String
    /// Who writes it.
    let author: UserName
    /// Whether it has been published, and as which post.
    var status = Status.writing

    /// A draft by `author` holding `text`.
    init(text: String, author: UserName) {
        self.text = text
        self.author = author
    }
}
