import Testing

/// Checks the memento contract: restoring a memento gives back exactly the state it
/// captured, and a memento carries a copy of that state, which later edits cannot reach:
/// restored again later, even into a new originator, it gives back the same state.
///
/// `edits` needs at least two edits, each of which changes what `state` shows.
///
/// ```swift
/// checkMementoContract(
///     edits: [{ $0.type("Hello") }, { $0.type(", world") }],
///     make: { PostComposer() }, save: { $0.save() }, restore: { $0.restore($1) },
///     state: { "\($0.text)|\($0.cursor)" })
/// ```
public func checkMementoContract<Originator, Memento, State: Equatable>(
    edits: [(inout Originator) -> Void],
    make: () -> Originator,
    save: (Originator) -> Memento,
    restore: (inout Originator, Memento) -> Void,
    state: (Originator) -> State,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard edits.count >= 2 else {
        Issue.record("the memento contract needs at least two edits", sourceLocation: sourceLocation)
        return
    }
    runClauses(MementoCheck.allCases, needs: \.needs, property: \.property, at: sourceLocation) { check in
        var originator = make()
        edits[0](&originator)
        let captured = state(originator)
        let memento = save(originator)
        for edit in edits.dropFirst() { edit(&originator) }
        let later = state(originator)
        switch check {
        case .restoresExactly:
            restore(&originator, memento)
            guard state(originator) != captured else { return nil }
            return Violation(
                property: check.property,
                observed: "after restoring, the state was \(state(originator)) instead of \(captured)")
        case .isACopy:
            restore(&originator, memento)
            for edit in edits.dropFirst() { edit(&originator) }
            var other = make()
            restore(&other, memento)
            guard state(other) != captured else { return nil }
            let leaked = state(other) == later ? " (the later edits leaked into it)" : ""
            return Violation(
                property: check.property, observed: "it gave \(state(other)) instead of \(captured)\(leaked)")
        }
    }
}

/// The clauses of the memento contract.
private enum MementoCheck: CaseIterable {
    case restoresExactly, isACopy

    var property: String {
        switch self {
        case .restoresExactly: "restoring a memento gives back exactly the state it captured"
        case .isACopy:
            "a memento carries a copy of the state: restored later, into a new originator, it gives back what it captured"
        }
    }

    var needs: [Self] { self == .isACopy ? [.restoresExactly] : [] }
}
