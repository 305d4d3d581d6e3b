import Testing

/// Checks that a save of several records is all or nothing: it stores every record, or, when
/// one write fails part-way, throws and leaves the store exactly as it was.
///
/// A save that writes record after record and stops at the first error leaves the first ones
/// written: half a conversation, an order without its lines. The checker makes the save fail
/// at every write in turn: `make` returns a fresh store over storage that holds the same
/// records each time and whose write number `failingWrite` (counted from 1, once; `nil` for
/// none) fails; `save` makes the save under test; `state` describes what the storage holds.
/// `writes` is how many writes the save makes when nothing fails.
///
/// ```swift
/// checkAllOrNothingContract(writes: 3, savedState: "#1, #2, #3") { failingWrite in
///     MessageStore(disk: FailingDisk(holding: [old], failingWrite: failingWrite))
/// } save: { store in
///     try store.save(batch)
/// } state: { store in
///     store.disk.contents
/// }
/// ```
public func checkAllOrNothingContract<Store>(
    writes: Int,
    savedState: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    make: (_ failingWrite: Int?) -> Store,
    save: (Store) throws -> Void,
    state: (Store) -> String
) {
    guard writes >= 2 else {
        Issue.record("the all-or-nothing contract needs a save of two writes or more", sourceLocation: sourceLocation)
        return
    }
    runClauses(AllOrNothingCheck.allCases, needs: \.needs, property: \.property, at: sourceLocation) { check in
        switch check {
        case .savesAll:
            let store = make(nil)
            do {
                try save(store)
            } catch {
                return Violation(property: check.property, observed: "with no write failing it threw '\(error)'")
            }
            let saved = state(store)
            guard saved != savedState else { return nil }
            return Violation(property: check.property, observed: "it stored \(saved) instead of \(savedState)")
        case .failureReported:
            let silent = (1...writes).filter { failing in
                let store = make(failing)
                return (try? save(store)) != nil
            }
            guard !silent.isEmpty else { return nil }
            return Violation(
                property: check.property,
                observed:
                    "when write \(silent.map(String.init).joined(separator: ", ")) of \(writes) failed, the save returned as if it had worked"
            )
        case .nothingOnFailure:
            for failing in 1...writes {
                let store = make(failing)
                let before = state(store)
                try? save(store)
                let after = state(store)
                if after != before {
                    return Violation(
                        property: check.property,
                        observed:
                            "when write \(failing) of \(writes) failed, the store held \(after) instead of \(before)")
                }
            }
            return nil
        }
    }
}

/// The clauses of the all-or-nothing contract.
private enum AllOrNothingCheck: CaseIterable {
    case savesAll, failureReported, nothingOnFailure

    var property: String {
        switch self {
        case .savesAll: "a save with no failure stores every record"
        case .failureReported: "a save that fails tells its caller (it throws)"
        case .nothingOnFailure: "a save that fails part-way leaves the store as it was: all or nothing"
        }
    }

    var needs: [Self] { self == .savesAll ? [] : [.savesAll] }
}
