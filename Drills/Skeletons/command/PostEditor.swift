/// Edits a post's text, with undo and redo.
///
/// ```swift
/// var editor = PostEditor()
/// editor.perform(.append("Hello"))
/// editor.undo()   // text is "" again
/// ```
struct PostEditor {
    private(set) var text = ""

    /// Applies `edit`. TODO: remember how to undo it.
    mutating func perform(_ edit: TextEdit) {
        _ = edit.apply(to: &text)
    }

    /// Takes back the last edit not yet undone. TODO
    mutating func undo() {}

    /// Re-applies the last edit undone. TODO
    mutating func redo() {}
}
