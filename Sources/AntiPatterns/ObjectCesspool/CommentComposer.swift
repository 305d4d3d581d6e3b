import Futubra

/// The draft of a comment being written: who writes, the words, and whom it mentions.
///
/// Composers are pooled (like table view cells) because making one is costly in a real app:
/// it owns a text view and a keyboard session. Reusing one is safe only once its draft is
/// cleared, which is what ``prepareForReuse()`` does.
final class CommentComposer {
    var author: UserName?
    var text = ""
    var mentions: [UserName] = []

    init() {}

    /// What would be sent: `bob: @chen Nice`, or `eve: (nothing to send)`.
    var preview: String {
        let name = author?.rawValue ?? "nobody"
        let words = (mentions.map { "@\($0)" } + (text.isEmpty ? [] : [text])).joined(separator: " ")
        return words.isEmpty ? "\(name): (nothing to send)" : "\(name): \(words)"
    }

    /// Clears the draft, as `UITableViewCell.prepareForReuse()` clears a cell.
    func prepareForReuse() {
        author = nil
        text = ""
        mentions = []
    }
}

/// A pool of composers: check one out, write, check it back in.
protocol ComposerPool: AnyObject {
    func checkOut() -> CommentComposer
    func checkIn(_ composer: CommentComposer)
}

/// The object cesspool: composers go back into the pool as they are, draft and all, and the
/// next writer gets the last writer's words and mentions.
final class CesspoolComposerPool: ComposerPool {
    private var idle: [CommentComposer] = []

    init() {}

    func checkOut() -> CommentComposer {
        idle.popLast() ?? CommentComposer()
    }

    func checkIn(_ composer: CommentComposer) {
        idle.append(composer)
    }
}

/// The pool fixed: a composer is cleared when it comes back, so every one handed out is as
/// good as new.
final class ResettingComposerPool: ComposerPool {
    private var idle: [CommentComposer] = []

    init() {}

    func checkOut() -> CommentComposer {
        idle.popLast() ?? CommentComposer()
    }

    func checkIn(_ composer: CommentComposer) {
        composer.prepareForReuse()
        idle.append(composer)
    }
}

/// What a user does in the composer: always says who writes; may type words and pick mentions.
struct DraftScript: Equatable, Sendable {
    var author: UserName
    var text: String?
    var mentions: [UserName]?

    /// Writes the draft in a composer from `pool`, returns what would be sent, and checks the
    /// composer back in.
    func send(using pool: some ComposerPool) -> String {
        let composer = pool.checkOut()
        composer.author = author
        if let text { composer.text = text }
        if let mentions { composer.mentions = mentions }
        let sent = composer.preview
        pool.checkIn(composer)
        return sent
    }
}
