/// A checkpoint of a composer's draft, opaque to everyone but the composer.
struct DraftMemento {
    // TODO: what must it hold so that restoring gives back exactly this draft?
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

    /// A checkpoint of the draft as it is now. TODO
    func save() -> DraftMemento {
        DraftMemento()
    }

    /// Puts the draft back as it was when `memento` was saved. TODO
    func restore(_ memento: DraftMemento) {}
}
