import Testing

/// A change to an ordered collection, with the indices a table or collection view applies it
/// with: an insertion at its index in the new contents, a removal at its index in the old,
/// and a move from an index in the old contents to an index in the new (as
/// `UITableView.moveRow(at:to:)` reads it).
public enum IndexedChange: Equatable, Sendable, CustomStringConvertible {
    case inserted(at: Int)
    case removed(at: Int)
    case moved(from: Int, to: Int)

    public var description: String {
        switch self {
        case .inserted(let index): "insert at \(index)"
        case .removed(let index): "remove at \(index)"
        case .moved(let from, let to): "move \(from) → \(to)"
        }
    }

    /// `items` with this change applied, or nil when an index is out of range.
    func applied(to items: [String], inserting item: String) -> [String]? {
        var items = items
        switch self {
        case .inserted(let index):
            guard (0...items.count).contains(index) else { return nil }
            items.insert(item, at: index)
        case .removed(let index):
            guard items.indices.contains(index) else { return nil }
            items.remove(at: index)
        case .moved(let from, let to):
            guard items.indices.contains(from), items.indices.contains(to) else { return nil }
            items.insert(items.remove(at: from), at: to)
        }
        return items
    }
}

/// One operation the collection checker performs on your collection.
public struct ChangeStep<Collection> {
    /// The operation in a learner's words ("move #1 to the end").
    public let name: String
    /// Performs it.
    public let perform: (Collection) -> Void

    /// An operation named `name`.
    public init(_ name: String, _ perform: @escaping (Collection) -> Void) {
        self.name = name
        self.perform = perform
    }
}

/// Checks the contract of an observable collection: every operation announces what changed,
/// with indices that, applied to the contents before it, give the contents after it; and an
/// observer hears of a change only once the collection shows it, so a table view that reloads
/// its rows from the collection in the callback sees the new contents.
///
/// `make` returns a collection of distinct items; `items` reads its contents; `observe` adds
/// an observer that hears each change as an ``IndexedChange``; `steps` run one after the other
/// on one collection. Include moves forward and backward: their indices are where collections
/// most often go wrong.
///
/// ```swift
/// checkCollectionChangeContract(
///     [ChangeStep("insert #5 first") { $0.insert("#5", at: 0) }, ChangeStep("move #1 last") { $0.move(from: 1, to: 4) }],
///     make: { PostList(["#1", "#2", "#3", "#4"]) }, items: \.posts,
///     observe: { list, heard in list.observe { heard($0.indexedChange) } })
/// ```
public func checkCollectionChangeContract<Collection>(
    _ steps: [ChangeStep<Collection>],
    sourceLocation: SourceLocation = #_sourceLocation,
    make: () -> Collection,
    items: @escaping (Collection) -> [String],
    observe: (Collection, _ heard: @escaping (IndexedChange) -> Void) -> Void
) {
    /// Each step: the contents before and after it, and what was announced during it.
    var runs: [(step: String, before: [String], after: [String], heard: [(IndexedChange, [String])])] = []
    func run() {
        let collection = make()
        let heard = HeardChanges()
        observe(collection) { change in heard.changes.append((change, items(collection))) }
        for step in steps {
            let before = items(collection)
            heard.changes = []
            step.perform(collection)
            runs.append((step.name, before, items(collection), heard.changes.map { ($0.change, $0.contents) }))
        }
    }
    runClauses(CollectionCheck.allCases, property: \.property, at: sourceLocation) { check in
        if runs.isEmpty { run() }
        var wrong: [String] = []
        for run in runs {
            let announced = listed(run.heard.map { "\($0.0)" })
            switch check {
            case .describesChange:
                // The item an insertion brings is the one the contents after it hold there.
                var mirror: [String]? = run.before
                for (change, _) in run.heard {
                    let item =
                        if case .inserted(let index) = change, run.after.indices.contains(index) {
                            run.after[index]
                        } else {
                            "?"
                        }
                    mirror = mirror.flatMap { change.applied(to: $0, inserting: item) }
                }
                if mirror != run.after {
                    wrong.append(
                        "'\(run.step)' changed \(listed(run.before)) to \(listed(run.after)) and announced \(announced)"
                            + (mirror.map { ", which gives \(listed($0))" } ?? ", out of range"))
                }
            case .announcedAfterApplied:
                // A step that changed nothing (a move onto itself) cannot show when it was announced.
                if run.after != run.before, let early = run.heard.first(where: { $0.1 == run.before }) {
                    wrong.append("during '\(run.step)' an observer told '\(early.0)' still saw \(listed(early.1))")
                }
            }
        }
        guard !wrong.isEmpty else { return nil }
        return Violation(property: check.property, observed: wrong.joined(separator: "; "))
    }
}

/// The changes an observer heard during one step, with the contents it saw at each.
private final class HeardChanges {
    var changes: [(change: IndexedChange, contents: [String])] = []
}

/// The clauses of the observable collection's contract.
private enum CollectionCheck: CaseIterable {
    case describesChange, announcedAfterApplied

    var property: String {
        switch self {
        case .describesChange:
            "each change is announced with indices that, applied to the contents before it, give the contents after it"
        case .announcedAfterApplied: "an observer hears of a change once the collection shows it"
        }
    }
}
