import Foundation
import MessageTrace

/// A mutable, ordered set of models of one type, observable as diffs of what it shows.
///
/// Intent: the list behind a table view. Members are unique by id (adding one whose id is
/// already there keeps the one held) and typed (only `Member` fits). What the table sees,
/// ``visible``, is the members that pass every filter, in the order of the sort keys (the
/// first key decides, the next breaks ties, insertion order breaks the rest). Filtered-out
/// members are kept, never shown. Every mutation, a change of filters or sort keys, and a
/// change inside a member, is reported to observers as one ``CollectionChange`` of the
/// visible list. ``sections`` groups the visible members by a key, in an order a locale can
/// set, with index-path access. Iterating the collection (it is a `Sequence` on the main
/// actor) visits the visible members, so `map`, `filter` and `reduce` see what the table
/// shows. Changes the user makes in the table (a row dragged, a row deleted) come back with
/// ``move(fromRow:toRow:)`` and ``remove(atRow:)``.
///
/// ```swift
/// let posts = ModelCollection<PostModel>()
/// posts.observe { change in tableView.apply(change) }
/// posts.sortKeys = [.init("likes") { $0.likeCount > $1.likeCount }]
/// posts.add(post)
/// let liked = posts.filter { $0.likeCount > 0 }   // visible members only
/// ```
@MainActor
final class ModelCollection<Member: CollectionMember> {
    /// One sort key: a name and an "ordered before" test.
    struct SortKey {
        var name: String
        var areInIncreasingOrder: @MainActor (Member, Member) -> Bool

        init(_ name: String, _ areInIncreasingOrder: @escaping @MainActor (Member, Member) -> Bool) {
            self.name = name
            self.areInIncreasingOrder = areInIncreasingOrder
        }
    }

    /// Computes the change between two lists of ids, given the members that changed inside.
    typealias Differ = (_ old: [Member.ID], _ new: [Member.ID], _ changed: Set<Member.ID>) -> CollectionChange

    /// Every member, in insertion order, filtered out or not.
    private(set) var members: [Member] = []
    /// The members the table shows: filtered, then sorted.
    private(set) var visible: [Member] = []
    /// The sort keys, first key first; changing them re-sorts and reports the moves.
    var sortKeys: [SortKey] = [] {
        didSet { publish() }
    }
    /// The section of a visible member, such as its author's initial; `nil` is one section.
    var sectionKey: (@MainActor (Member) -> String)?
    /// The order of the section titles: code-point order unless set, which is wrong for most
    /// languages (see ``SectionOrder``).
    var sectionOrder = SectionOrder.codePoint
    /// The next page to load, if any (see `loadNext`).
    var nextPage: FeedRequest?
    /// The operation of the last page load, running or done: a screen observes its state for
    /// a spinner, or cancels it when the user leaves.
    var lastLoad: RequestOperation?

    private var filters: [(name: String, isIncluded: @MainActor (Member) -> Bool)] = []
    private var ids: Set<Member.ID> = []
    private var memberTokens: [Member.ID: Int] = [:]
    private var observers: [(token: Int, handler: @MainActor (CollectionChange) -> Void)] = []
    private var issued = 0
    private var batchDepth = 0
    private var changedInside: Set<Member.ID> = []
    private let differ: Differ

    /// An empty collection. `differ` is how changes are computed (tests swap it).
    init(differ: @escaping Differ = { CollectionChange.between(old: $0, new: $1, changed: $2) }) {
        self.differ = differ
    }

    /// How many members are held, shown or not.
    var count: Int { members.count }

    /// Whether a member with `id` is held.
    func contains(_ id: Member.ID) -> Bool { ids.contains(id) }

    /// The held member with `id`.
    func member(id: Member.ID) -> Member? { members.first { $0.id == id } }

    /// Calls `handler` with every non-empty change of ``visible``; returns a token.
    @discardableResult
    func observe(_ handler: @escaping @MainActor (CollectionChange) -> Void) -> Int {
        issued += 1
        observers.append((issued, handler))
        return issued
    }

    /// Stops the observer registered with `token`.
    func stopObserving(_ token: Int) {
        observers.removeAll { $0.token == token }
    }

    // MARK: Mutations

    /// Adds `member` at the end unless its id is already held; returns whether it was added.
    @discardableResult
    func add(_ member: Member) -> Bool { insert(member, at: members.count) }

    /// Adds each member whose id is not held yet, reporting one change.
    func add(contentsOf newMembers: some Sequence<Member>) {
        performBatch { for member in newMembers { add(member) } }
    }

    /// Inserts `member` at `index` of the insertion order unless its id is already held.
    @discardableResult
    func insert(_ member: Member, at index: Int) -> Bool {
        guard ids.insert(member.id).inserted else { return false }
        members.insert(member, at: Swift.min(Swift.max(index, 0), members.count))
        memberTokens[member.id] = member.observeChanges { [weak self, id = member.id] in self?.memberChanged(id) }
        publish()
        return true
    }

    /// Adds `member` at the end (the same as ``add(_:)``).
    @discardableResult
    func push(_ member: Member) -> Bool { add(member) }

    /// Removes and returns the last member in insertion order.
    @discardableResult
    func pop() -> Member? {
        guard let last = members.last else { return nil }
        return remove(id: last.id)
    }

    /// Removes and returns the member with `id`.
    @discardableResult
    func remove(id: Member.ID) -> Member? {
        guard let index = members.firstIndex(where: { $0.id == id }) else { return nil }
        let member = members.remove(at: index)
        ids.remove(id)
        if let token = memberTokens.removeValue(forKey: id) { member.stopObserving(token) }
        publish()
        return member
    }

    /// Removes the member the table shows at `row` (the user deleted it there).
    @discardableResult
    func remove(atRow row: Int) -> Member? {
        guard visible.indices.contains(row) else { return nil }
        return remove(id: visible[row].id)
    }

    /// Moves the member the table shows at `from` so that it shows at `to` (the user dragged
    /// it there); returns whether it moved. Refused while sort keys decide the order. The
    /// move is reported like any change: a table that made it already shows it, so its view
    /// controller brings its rows in step without animating (the "user-driven change" of
    /// `NSFetchedResultsController`).
    @discardableResult
    func move(fromRow from: Int, toRow to: Int) -> Bool {
        guard sortKeys.isEmpty, visible.indices.contains(from), visible.indices.contains(to) else { return false }
        guard from != to else { return true }
        let moving = visible[from]
        members.removeAll { $0.id == moving.id }
        let others = visible.filter { $0.id != moving.id }
        if to < others.count, let next = members.firstIndex(where: { $0.id == others[to].id }) {
            members.insert(moving, at: next)
        } else if let last = others.last, let previous = members.firstIndex(where: { $0.id == last.id }) {
            members.insert(moving, at: previous + 1)
        } else {
            members.append(moving)
        }
        publish()
        return true
    }

    /// Adds every member of `other` whose id is not held (set union).
    func formUnion(_ other: some Sequence<Member>) { add(contentsOf: other) }

    /// Keeps only the members whose id is in `other` (set intersection).
    func formIntersection(_ other: some Sequence<Member>) {
        let keep = Set(other.map(\.id))
        performBatch { for member in members where !keep.contains(member.id) { remove(id: member.id) } }
    }

    /// Removes every member whose id is in `other` (set difference).
    func subtract(_ other: some Sequence<Member>) {
        performBatch { for member in other { remove(id: member.id) } }
    }

    /// Adds a filter named `name` (replacing one of that name); members it rejects stay held
    /// but are not shown.
    func addFilter(_ name: String, _ isIncluded: @escaping @MainActor (Member) -> Bool) {
        filters.removeAll { $0.name == name }
        filters.append((name, isIncluded))
        publish()
    }

    /// Removes the filter named `name`.
    func removeFilter(_ name: String) {
        filters.removeAll { $0.name == name }
        publish()
    }

    /// The names of the filters in force.
    var filterNames: [String] { filters.map(\.name) }

    /// Runs `body` and reports its mutations as one change.
    func performBatch(_ body: () -> Void) {
        batchDepth += 1
        body()
        batchDepth -= 1
        publish()
    }

    // MARK: Sections

    /// The visible members grouped by ``sectionKey``, sections in ``sectionOrder``, rows in
    /// visible order.
    var sections: [(title: String, members: [Member])] {
        guard let sectionKey else { return visible.isEmpty ? [] : [("", visible)] }
        var groups: [String: [Member]] = [:]
        for member in visible { groups[sectionKey(member), default: []].append(member) }
        return groups.keys.sorted(by: sectionOrder.areInIncreasingOrder).map { ($0, groups[$0] ?? []) }
    }

    /// The visible member at `indexPath` (`[section, row]`), if there is one.
    func member(at indexPath: IndexPath) -> Member? {
        guard indexPath.count == 2 else { return nil }
        let sections = self.sections
        guard sections.indices.contains(indexPath[0]) else { return nil }
        let rows = sections[indexPath[0]].members
        return rows.indices.contains(indexPath[1]) ? rows[indexPath[1]] : nil
    }

    /// The index path of the visible member with `id`.
    func indexPath(of id: Member.ID) -> IndexPath? {
        for (section, group) in sections.enumerated() {
            if let row = group.members.firstIndex(where: { $0.id == id }) { return IndexPath(indexes: [section, row]) }
        }
        return nil
    }

    // MARK: Publishing

    private func memberChanged(_ id: Member.ID) {
        changedInside.insert(id)
        publish()
    }

    /// Recomputes ``visible`` and reports the change, unless inside a batch.
    private func publish() {
        guard batchDepth == 0 else { return }
        var next = members
        if !filters.isEmpty {
            let filters = self.filters
            next = next.filter { member in filters.allSatisfy { $0.isIncluded(member) } }
        }
        if !sortKeys.isEmpty {
            let keys = sortKeys
            let rows = next
            // Ties keep insertion order: `rows` is in insertion order, and the last test compares positions.
            let order = rows.indices.sorted { left, right in
                for key in keys {
                    if key.areInIncreasingOrder(rows[left], rows[right]) { return true }
                    if key.areInIncreasingOrder(rows[right], rows[left]) { return false }
                }
                return left < right
            }
            next = order.map { rows[$0] }
        }
        let change = differ(visible.map { $0.id }, next.map { $0.id }, changedInside)
        visible = next
        changedInside = []
        guard !change.isEmpty else { return }
        Trace.note(over: "ModelCollection", "\(change)")
        for observer in observers { observer.handler(change) }
    }
}

/// Iterating the collection visits what the table shows: the visible members, in order.
extension ModelCollection: @MainActor Sequence {
    func makeIterator() -> IndexingIterator<[Member]> { visible.makeIterator() }

    var underestimatedCount: Int { visible.count }
}

/// How section titles are ordered.
///
/// `String`'s `<` compares code points: "Z" before "Ä" and "É", which no German, French or
/// Swedish reader expects, and Japanese kana in code-point order only roughly follow the
/// gojūon. A locale's collation (ICU's, which `compare(_:options:range:locale:)` uses, and
/// which `UILocalizedIndexedCollation` builds on) orders them as its readers do; kanji have no
/// reading of their own, so Japanese names are sectioned by their kana reading.
struct SectionOrder: Sendable {
    /// Whether `lhs` comes before `rhs`.
    let areInIncreasingOrder: @Sendable (String, String) -> Bool

    /// Code-point order: the same everywhere, right for no language but English.
    static let codePoint = SectionOrder { $0 < $1 }

    /// The order of `locale`'s readers, ignoring case.
    static func localized(_ locale: Locale) -> SectionOrder {
        SectionOrder { $0.compare($1, options: [.caseInsensitive], range: nil, locale: locale) == .orderedAscending }
    }
}

extension CollectionChange: CustomStringConvertible {
    /// `-[1] +[0, 3] ~[2] 4→0`.
    var description: String {
        var parts: [String] = []
        if !removed.isEmpty { parts.append("-\(removed)") }
        if !inserted.isEmpty { parts.append("+\(inserted)") }
        if !updated.isEmpty { parts.append("~\(updated)") }
        parts += moved.map { "\($0.from)→\($0.to)" }
        return parts.joined(separator: " ")
    }
}
