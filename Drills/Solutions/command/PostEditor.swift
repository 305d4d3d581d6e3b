/// Edits a post's text, with undo and redo.
///
/// ```swift
/// var editor = PostEditor()
/// editor.perform(.append("Hello"))
/// editor.undo()   // text is "" again
/// ```
struct PostEditor {
    private(set) var text = ""
    /// The inverses of the edits done, the last one on top.
    private var undoStack: [TextEdit] = []
    /// The inverses of the edits undone, the last one on top.
    private var redoStack: [TextEdit] = []

    /// Applies `edit` and keeps its inverse; a new edit clears what could be redone.
    mutating func perform(_ edit: TextEdit) {
        undoStack.append(edit.apply(to: &text))
        redoStack.removeAll()
    }

    /// Takes back the last edit not yet undone.
    mutating func undo() {
        guard let inverse = undoStack.popLast() else { return }
        redoStack.append(inverse.apply(to: &text))
    }

    /// Re-applies the last edit undone.
    mutating func redo() {
        guard let edit = redoStack.popLast() else { return }
        undoStack.append(edit.apply(to: &text))
    }
}
