import Testing

/// Checks the contract of a visitor over a tree of nodes of several kinds: each node reaches
/// the visit method of its own kind (double dispatch), every node is visited once, none
/// skipped, and in document order (each parent before its children).
///
/// `visit` walks your tree with a recording visitor of your own, whose visit method for a
/// kind calls `record` with `"<kind> #<id>"` (`"post #1"`, `"comment #2"`); `expected` is
/// the walk a right answer records. A type switch with a `default:` that silently skips a
/// kind added later is seen here: that kind's nodes are never visited. So is an `accept`
/// copied from another kind that calls the wrong visit method.
///
/// ```swift
/// checkVisitorContract(expected: ["post #1", "comment #2", "like #3"]) { record in
///     FeedWalker.walk(feed, with: RecordingVisitor(record: record))
/// }
/// ```
public func checkVisitorContract(
    expected: [String],
    sourceLocation: SourceLocation = #_sourceLocation,
    visit: (_ record: @escaping (String) -> Void) -> Void
) {
    let recorded = VisitLog()
    CrashNote.checking(VisitorCheck.dispatch.property) {
        visit { recorded.entries.append($0) }
    }
    let visits = recorded.entries
    func id(_ entry: String) -> Substring { entry.split(separator: "#").last ?? Substring(entry) }
    let kinds = Dictionary(expected.map { (id($0), $0) }, uniquingKeysWith: { first, _ in first })
    runClauses(VisitorCheck.allCases, needs: \.needs, property: \.property, at: sourceLocation) { check in
        switch check {
        case .dispatch:
            for visit in visits {
                guard let expectedVisit = kinds[id(visit)], expectedVisit != visit else { continue }
                return Violation(property: check.property, observed: "\(expectedVisit) was visited as '\(visit)'")
            }
            return nil
        case .everyNodeOnce:
            // By id: a node visited by the wrong method is the dispatch clause's to report.
            let visitedIDs = visits.map(id)
            let missing = expected.filter { !visitedIDs.contains(id($0)) }
            if visits.isEmpty {
                return Violation(
                    property: check.property, observed: "no node was visited, of \(counted(expected.count, "node"))")
            }
            if !missing.isEmpty {
                let were = missing.count == 1 ? "was" : "were"
                return Violation(
                    property: check.property, observed: "\(missing.joined(separator: ", ")) \(were) never visited")
            }
            let repeated = expected.filter { entry in visitedIDs.filter { $0 == id(entry) }.count > 1 }
            if !repeated.isEmpty {
                return Violation(
                    property: check.property,
                    observed: "\(repeated.joined(separator: ", ")) visited more than once: \(listed(visits))")
            }
            let unknown = visits.filter { kinds[id($0)] == nil }
            guard !unknown.isEmpty else { return nil }
            return Violation(
                property: check.property, observed: "\(listed(unknown)) visited, which the tree does not hold")
        case .documentOrder:
            guard visits != expected else { return nil }
            return Violation(
                property: check.property,
                observed: "the visits came as \(listed(visits)) instead of \(listed(expected))")
        }
    }
}

/// What the recording visitor recorded.
private final class VisitLog {
    var entries: [String] = []
}

/// The clauses of the visitor contract.
private enum VisitorCheck: CaseIterable {
    case dispatch, everyNodeOnce, documentOrder

    var property: String {
        switch self {
        case .dispatch: "each node is visited by the visit method of its own kind (double dispatch)"
        case .everyNodeOnce: "every node is visited once, whatever its kind: none skipped"
        case .documentOrder: "nodes are visited in document order, each parent before its children"
        }
    }

    var needs: [Self] {
        self == .documentOrder ? [.dispatch, .everyNodeOnce] : []
    }
}
