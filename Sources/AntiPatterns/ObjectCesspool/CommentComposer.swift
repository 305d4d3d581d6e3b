import Futubra

/// Everything a writer changes in a comment composer: who writes, the words, whom it mentions.
///
/// It is one value so that a reset replaces all of it: a field added here later is cleared by
/// ``CommentComposer/prepareForReuse()`` without anyone remembering to clear it.
struct CommentDraft: Equatable, Sendable {
    var author: UserName?
    var text = ""
    var mentions: [UserName] = []
}

/// A comment being written: a draft, shown as what would be sent.
///
/// Composers are pooled (like table view cells) because making one is costly in a real app:
/// it owns a text view and a keyboard session. Like those, it belongs to the main actor.
/// Reusing one is safe only once its draft is cleared, which is what ``prepareForReuse()`` does.
@MainActor
final class CommentComposer: Reusable {
    var draft = CommentDraft()

    init() {}

    /// What would be sent: `bob: @chen Nice`, or `eve: (nothing to send)`.
    var preview: String {
        let name = draft.author?.rawValue ?? "nobody"
        let words = (draft.mentions.map { "@\($0)" } + (draft.text.isEmpty ? [] : [draft.text])).joined(separator: " ")
        return words.isEmpty ? "\(name): (nothing to send)" : "\(name): \(words)"
    }

    /// Clears the draft, as `UITableViewCell.prepareForReuse()` clears a cell: the whole value,
    /// not the fields someone remembered.
    func prepareForReuse() {
        draft = CommentDraft()
    }
}

/// What a writer does in the composer: always says who writes; may type words and pick mentions.
struct DraftScript: Equatable, Sendable {
    var author: UserName
    var text: String?
    var mentions: [UserName]?

    /// Writes the draft in a composer from `pool`, returns what would be sent, and checks the
    /// composer back in.
    @MainActor
    func send(using pool: some ObjectPool<CommentComposer>) -> String {
        let composer = pool.checkOut()
        composer.draft.author = author
        if let text { composer.draft.text = text }
        if let mentions { composer.draft.mentions = mentions }
        let sent = composer.preview
        pool.checkIn(composer)
        return sent
    }
}
