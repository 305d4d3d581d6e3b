import Testing

/// Checks the undo and redo contract of an editor (the command pattern's history): undo
/// steps back one edit at a time, redo re-applies exactly what undo took back, a new edit
/// clears what could be redone, and undo with nothing to undo changes nothing.
///
/// `edits` needs at least two edits, each of which changes what `state` shows. The editor
/// may be a value (its methods `mutating`) or a class.
///
/// ```swift
/// checkUndoRedoContract(
///     edits: [.append("Hi"), .append(" all"), .replace("Bye")],
///     make: { PostEditor() }, perform: { $0.apply($1) },
///     undo: { $0.undo() }, redo: { $0.redo() }, state: \.text)
/// ```
public func checkUndoRedoContract<Editor, Edit, State: Equatable>(
    edits: [Edit],
    make: () -> Editor,
    perform: (inout Editor, Edit) -> Void,
    undo: (inout Editor) -> Void,
    redo: (inout Editor) -> Void,
    state: (Editor) -> State,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard edits.count >= 2 else {
        Issue.record("the undo contract needs at least two edits", sourceLocation: sourceLocation)
        return
    }
    var editor = make()
    var states = [state(editor)]
    for edit in edits {
        perform(&editor, edit)
        states.append(state(editor))
    }
    let count = edits.count
    for step in 1...count {
        undo(&editor)
        let expected = states[count - step]
        if state(editor) != expected {
            violated(
                "undo steps back one edit at a time",
                "undo number \(step) after \(count) edits showed \(state(editor)) instead of \(expected)",
                at: sourceLocation)
            return
        }
    }
    for step in 1...count {
        redo(&editor)
        if state(editor) != states[step] {
            violated(
                "redo re-applies exactly what undo took back",
                "redo number \(step) showed \(state(editor)) instead of \(states[step])", at: sourceLocation)
            return
        }
    }
    var branching = make()
    perform(&branching, edits[0])
    perform(&branching, edits[1])
    undo(&branching)
    perform(&branching, edits[1])
    let beforeRedo = state(branching)
    redo(&branching)
    if state(branching) != beforeRedo {
        violated(
            "a new edit clears what could be redone",
            "redo after undo and a new edit changed \(beforeRedo) to \(state(branching))", at: sourceLocation)
    }
    var fresh = make()
    let initial = state(fresh)
    undo(&fresh)
    redo(&fresh)
    if state(fresh) != initial {
        violated(
            "undo and redo with nothing to undo or redo change nothing",
            "a fresh editor went from \(initial) to \(state(fresh))", at: sourceLocation)
    }
}
