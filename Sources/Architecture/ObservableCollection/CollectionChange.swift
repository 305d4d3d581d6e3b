/// One change of a collection's visible list, as a table view applies it.
///
/// `removed` and `moved.from` are rows of the old list; `inserted`, `moved.to` and `updated`
/// are rows of the new list. Applying it: remove the rows in `removed` and `moved.from`
/// (from the bottom up), insert the rows in `inserted` and `moved.to` (from the top down,
/// taking each from the new list), then reload the rows in `updated`. A member that moved
/// is not also listed as updated: the move carries its new value.
struct CollectionChange: Equatable, Sendable {
    /// A row that moved, from its old index to its new one.
    struct Move: Equatable, Sendable {
        var from: Int
        var to: Int
    }

    var removed: [Int] = []
    var inserted: [Int] = []
    var moved: [Move] = []
    var updated: [Int] = []

    /// Whether nothing changed.
    var isEmpty: Bool { removed.isEmpty && inserted.isEmpty && moved.isEmpty && updated.isEmpty }

    /// The change from `old` to `new` (lists of ids), where the members in `changed` changed
    /// inside. Members kept in place are those of a longest increasing run of old indices;
    /// all other kept members are moves, so the moves are as few as possible.
    ///
    /// - Complexity: O(n log n) for n ids.
    static func between<ID: Hashable>(old: [ID], new: [ID], changed: Set<ID>) -> CollectionChange {
        if changed.isEmpty, old == new { return CollectionChange() }
        let oldIndex = Dictionary(old.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let newIndex = Dictionary(new.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var change = CollectionChange()
        change.removed = old.indices.filter { newIndex[old[$0]] == nil }
        change.inserted = new.indices.filter { oldIndex[new[$0]] == nil }
        let kept = new.indices.filter { oldIndex[new[$0]] != nil }
        let staying = Set(longestIncreasingRun(kept.compactMap { oldIndex[new[$0]] }).map { kept[$0] })
        for row in kept {
            guard let from = oldIndex[new[row]] else { continue }
            if staying.contains(row) {
                if changed.contains(new[row]) { change.updated.append(row) }
            } else {
                change.moved.append(Move(from: from, to: row))
            }
        }
        return change
    }

    /// The positions (in `values`) of one longest strictly increasing subsequence.
    private static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []
        var previous = Array(repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run: [Int] = []
        var position = tails.last ?? -1
        while position >= 0 {
            run.append(position)
            position = previous[position]
        }
        return run.reversed()
    }

    /// `old` changed into the new list by this change; inserted and moved rows come from `new`.
    /// Returns `nil` if the change does not fit `old` (an index out of range, a reload that
    /// would change a row's identity).
    func applied<Row, Key: Hashable>(to old: [Row], taking new: [Row], identity: (Row) -> Key) -> [Row]? {
        var rows = old
        for row in (removed + moved.map(\.from)).sorted(by: >) {
            guard rows.indices.contains(row) else { return nil }
            rows.remove(at: row)
        }
        for row in (inserted + moved.map(\.to)).sorted() {
            guard new.indices.contains(row), row <= rows.count else { return nil }
            rows.insert(new[row], at: row)
        }
        for row in updated {
            guard rows.indices.contains(row), new.indices.contains(row), identity(rows[row]) == identity(new[row])
            else { return nil }
            rows[row] = new[row]
        }
        return rows
    }
}
