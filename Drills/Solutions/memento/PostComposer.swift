/// A checkpoint of a composer's draft, opaque to everyone but the composer: its parts are
/// `fileprivate`, and it is a value, so nothing done to the draft later can reach it.
struct DraftMemento {
    fileprivate let text: String
    fileprivate let cursor: Int
}

/// Composes a post: the text and where the cursor is.
///
/// ```swift
/// let composer = PostComposer()
/// composer.type("Hello")
/// let checkpoint = composer.save()
/// composer.type(" world")
/// composer.restore(checkpoint)   // "Hello", cursor after the o
/// ```
final class PostComposer {
    private(set) var text = ""
    private(set) var cursor = 0

    /// Inserts `words` at the cursor and moves the cursor after them.
    func type(_ words: String) {
        text.insert(contentsOf: words, at: text.index(text.startIndex, offsetBy: cursor))
        cursor += words.count
    }

    /// Moves the cursor, kept inside the text.
    func moveCursor(to position: Int) {
        cursor = max(0, min(position, text.count))
    }

    /// A checkpoint of the draft as it is now.
    func save() -> DraftMemento {
        DraftMemento(text: text, cursor: cursor)
    }

    /// Puts the draft back as it was when `memento` was saved.
    func restore(_ memento: DraftMemento) {
        text = memento.text
        cursor = memento.cursor
    }
}
