import PatternContracts
import Testing

@testable import Drill

@Suite("Command drill", .timeLimit(.minutes(1)), .watchdog)
struct CommandDrillTests {
    @Test("undo steps back one edit at a time, redo re-applies it, and a new edit clears redo")
    func undoRedo() {
        checkUndoRedoContract(
            edits: [TextEdit.append("Hello"), .append(", world"), .replace("Bye")],
            make: { PostEditor() },
            perform: { editor, edit in editor.perform(edit) },
            undo: { $0.undo() },
            redo: { $0.redo() },
            state: { "'\($0.text)'" })
    }
}
