/// One change of a collection's visible list, in the terms of `UITableView`'s batch updates.
///
/// `removed`, `moved.from` and `updated` are rows of the old list; `inserted` and `moved.to`
/// are rows of the new list. That is how `performBatchUpdates` reads them: deletions and
/// reloads name rows of the table before the batch, insertions rows of the table after it,
/// and a move one row of each. So one batch applies it as it is: `deleteRows(removed)`,
/// `insertRows(inserted)`, `moveRow(from, to)` for each move and `reloadRows(updated)`.
///
/// A moved cell keeps its content (UIKit moves it without asking for it again), and UIKit
/// refuses to move and reload the same row in one batch; so a member that moved *and*
/// changed inside is reported as removed and inserted, and ``moved`` holds only members that
/// are unchanged.
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
    /// all other kept members are moves, so the moves are as few as possible (a member that
    /// must move and changed inside is removed and inserted instead).
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
                if changed.contains(new[row]) { change.updated.append(from) }
            } else if changed.contains(new[row]) {
                change.removed.append(from)
                change.inserted.append(row)
            } else {
                change.moved.append(Move(from: from, to: row))
            }
        }
        change.removed.sort()
        change.updated.sort()
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

    /// `old` changed into the new list by this change, as a table's batch update applies it;
    /// `new` is what the data source answers once the batch is done. Returns `nil` if UIKit
    /// would refuse the change: an index out of range, a row both deleted (or moved) and
    /// reloaded, or counts that do not add up.
    ///
    /// Deleted, moved-away and reloaded rows are rows of `old`; inserted and moved-to rows are
    /// rows of `new`. An inserted row shows `new`'s row; a moved row keeps the content it had
    /// (UIKit moves the cell); a reloaded row shows what `new` has where that row ends up,
    /// and must still be the same member (`identity`).
    func applied<Row, Key: Hashable>(to old: [Row], taking new: [Row], identity: (Row) -> Key) -> [Row]? {
        let leaving = removed + moved.map(\.from)
        let arriving = inserted + moved.map(\.to)
        guard Set(leaving).count == leaving.count, Set(arriving).count == arriving.count,
            Set(updated).count == updated.count, Set(updated).isDisjoint(with: leaving),
            (leaving + updated).allSatisfy(old.indices.contains), arriving.allSatisfy(new.indices.contains),
            old.count - leaving.count + arriving.count == new.count
        else { return nil }
        let reloading = Set(updated)
        var rows = old.indices.filter { !leaving.contains($0) }.map { (row: old[$0], reload: reloading.contains($0)) }
        let movedRows = Dictionary(moved.map { ($0.to, old[$0.from]) }, uniquingKeysWith: { first, _ in first })
        for index in arriving.sorted() {
            guard index <= rows.count else { return nil }
            rows.insert((movedRows[index] ?? new[index], false), at: index)
        }
        var result: [Row] = []
        for (index, row) in rows.enumerated() {
            guard row.reload else {
                result.append(row.row)
                continue
            }
            guard identity(row.row) == identity(new[index]) else { return nil }
            result.append(new[index])
        }
        return result
    }
}
