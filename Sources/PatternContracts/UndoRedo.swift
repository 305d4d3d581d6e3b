import Testing

/// Checks the undo and redo contract of an editor (the command pattern's history): undo
/// steps back one edit at a time, redo re-applies exactly what undo took back, an edit
/// redone can be undone again, a new edit after an undo clears what could be redone (and
/// undo then steps back over the new edit), and undo or redo with nothing to undo or redo
/// changes nothing.
///
/// `edits` needs at least two edits, each of which changes what `state` shows; at least two
/// of them must lead to different states from the same start (the checker branches with a
/// different edit after an undo, so that a history that keeps its redo stack is caught
/// whether it stores commands or snapshots). The editor may be a value (its methods
/// `mutating`) or a class. Every property that does not hold is reported, one issue each;
/// redo is judged only when undo works. If the code under test crashes (a `removeLast()` on
/// an empty stack), the property being checked is written to standard error first.
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
    // The states the edits lead through, from a fresh editor.
    var editor = make()
    var states = [state(editor)]
    for edit in edits {
        perform(&editor, edit)
        states.append(state(editor))
    }
    guard zip(states, states.dropFirst()).allSatisfy({ $0 != $1 }) else {
        Issue.record(
            "the undo contract needs edits that each change the state; they went through \(listed(states))",
            sourceLocation: sourceLocation)
        return
    }
    // The branch: after the first two edits and one undo, an edit that leads elsewhere than
    // the second edit did.
    let branch = edits.indices.dropFirst(2).map { $0 } + [0]
    let branchEdit: Edit? = branch.lazy.map { edits[$0] }.first { edit in
        var probe = make()
        perform(&probe, edits[0])
        perform(&probe, edit)
        return state(probe) != states[2]
    }
    guard let branchEdit else {
        Issue.record(
            "the undo contract needs two edits that lead to different states after the first edit",
            sourceLocation: sourceLocation)
        return
    }
    let count = edits.count
    /// A fresh editor after every edit.
    func edited() -> Editor {
        var editor = make()
        for edit in edits { perform(&editor, edit) }
        return editor
    }
    runClauses(UndoCheck.allCases, needs: \.needs, property: \.property, at: sourceLocation) { check in
        let property = check.property
        switch check {
        case .stepsBack:
            var editor = edited()
            for step in 1...count {
                undo(&editor)
                let expected = states[count - step]
                if state(editor) != expected {
                    return Violation(
                        property: property,
                        observed:
                            "undo number \(step) after \(count) edits showed \(state(editor)) instead of \(expected)")
                }
            }
            return nil
        case .redoReapplies:
            var editor = edited()
            for _ in 1...count { undo(&editor) }
            for step in 1...count {
                redo(&editor)
                if state(editor) != states[step] {
                    return Violation(
                        property: property,
                        observed: "after \(count) undos, redo number \(step) showed \(state(editor)) instead of "
                            + "\(states[step])")
                }
            }
            return nil
        case .undoAfterRedo:
            var editor = edited()
            undo(&editor)
            undo(&editor)
            redo(&editor)
            redo(&editor)
            for step in 1...2 {
                undo(&editor)
                let expected = states[count - step]
                if state(editor) != expected {
                    return Violation(
                        property: property,
                        observed: "after two undos and two redos, undo number \(step) showed \(state(editor)) "
                            + "instead of \(expected)")
                }
            }
            return nil
        case .newEditClearsRedo:
            var editor = make()
            perform(&editor, edits[0])
            perform(&editor, edits[1])
            undo(&editor)
            perform(&editor, branchEdit)
            let branched = state(editor)
            redo(&editor)
            if state(editor) != branched {
                return Violation(
                    property: property,
                    observed: "after two edits, an undo and a different edit, redo changed \(branched) to "
                        + "\(state(editor))")
            }
            for (step, expected) in [states[1], states[0]].enumerated() {
                undo(&editor)
                if state(editor) != expected {
                    return Violation(
                        property: "after a new edit, undo steps back over it and then over the edits before it",
                        observed: "after two edits, an undo and a different edit, undo number \(step + 1) showed "
                            + "\(state(editor)) instead of \(expected)")
                }
            }
            return nil
        case .emptyHistoryIsHarmless:
            var fresh = make()
            undo(&fresh)
            redo(&fresh)
            if state(fresh) != states[0] {
                return Violation(
                    property: property, observed: "a fresh editor went from \(states[0]) to \(state(fresh))")
            }
            var editor = make()
            perform(&editor, edits[0])
            redo(&editor)
            if state(editor) != states[1] {
                return Violation(
                    property: property, observed: "redo right after an edit changed \(states[1]) to \(state(editor))")
            }
            return nil
        }
    }
}

/// The clauses of the undo contract.
private enum UndoCheck: CaseIterable {
    case stepsBack, redoReapplies, undoAfterRedo, newEditClearsRedo, emptyHistoryIsHarmless

    var property: String {
        switch self {
        case .stepsBack: "undo steps back one edit at a time"
        case .redoReapplies: "redo re-applies exactly what undo took back"
        case .undoAfterRedo: "an edit redone can be undone again"
        case .newEditClearsRedo: "a new edit clears what could be redone"
        case .emptyHistoryIsHarmless: "undo and redo with nothing to undo or redo change nothing"
        }
    }

    var needs: [Self] {
        switch self {
        case .stepsBack, .emptyHistoryIsHarmless: []
        case .redoReapplies, .newEditClearsRedo: [.stepsBack]
        case .undoAfterRedo: [.redoReapplies]
        }
    }
}
