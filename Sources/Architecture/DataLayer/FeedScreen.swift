import Foundation
import Futubra
import FutubraServer
import FutubraUI
import MessageTrace

/// A paged Futubra feed screen built on the data layer: request, operation, collection, model.
///
/// Intent: the screen only asks (`appear`, `reachEnd`, `like`, `refresh`) and draws. Pages
/// come from the ``ModelCollection`` (which sends ``RequestOperation``s through a
/// ``RequestCache``), each post is a ``PostModel``, which sends a like to its own URL
/// through the cache (so the cache drops the pages the like changed), and the table's rows
/// are kept in step by applying each ``CollectionChange`` the collection reports to the rows
/// on screen, never by reading the whole collection again. The headless table here has no
/// batch updates, so after applying a change the screen reloads the table from its rows.
///
/// ```swift
/// let screen = FeedScreen(server: server, clock: ContinuousClock())
/// try await screen.appear()          // first page
/// try await screen.like(row: 1, as: eve)
/// ```
@MainActor
final class FeedScreen<TimeSource: Clock>: TableViewDataSource where TimeSource.Duration == Duration {
    /// One row as drawn: the post's id and its line.
    struct Row: Equatable {
        var id: PostID
        var text: String
    }

    let tableView = TableView()
    let posts: ModelCollection<PostModel>
    /// The rows on screen, changed only by applying the collection's diffs.
    private(set) var rows: [Row] = []
    /// Every change the screen applied, in order.
    private(set) var appliedChanges: [CollectionChange] = []
    /// The cache every request of the screen goes through, reads and writes.
    let cache: RequestCache<TimeSource>
    private let clock: TimeSource
    private let firstPage: FeedRequest

    /// A screen over `server`, `pageSize` posts at a time, newest first.
    convenience init(server: FeedServer, clock: TimeSource, pageSize: Int = 2) {
        self.init(transport: .server(server), clock: clock, pageSize: pageSize)
    }

    /// A screen whose requests reach the API through `transport`; `differ` is how its
    /// collection computes changes (tests swap it).
    init(
        transport: RequestTransport, clock: TimeSource, pageSize: Int = 2,
        differ: @escaping ModelCollection<PostModel>.Differ = {
            CollectionChange.between(old: $0, new: $1, changed: $2)
        }
    ) {
        self.clock = clock
        posts = ModelCollection(differ: differ)
        cache = RequestCache(transport: transport, clock: clock, maxAge: .seconds(60))
        firstPage = .posts(limit: pageSize)
        posts.nextPage = firstPage
        posts.sortKeys = [.init("newest first") { $0.id > $1.id }]
        tableView.dataSource = self
        posts.observe { [weak self] change in self?.apply(change) }
    }

    /// Loads the first page.
    func appear() async throws(ArchitectureError) {
        Trace.call(from: "FeedScreen", to: "ModelCollection", "loadNext()")
        try await posts.loadNext(from: cache, clock: clock)
    }

    /// The user scrolled to the end: loads the next page, if any.
    func reachEnd() async throws(ArchitectureError) {
        Trace.call(from: "FeedScreen", to: "ModelCollection", "loadNext()")
        try await posts.loadNext(from: cache, clock: clock)
    }

    /// Pull to refresh: the first page again, from the network, merged.
    func refresh() async throws(ArchitectureError) {
        Trace.call(from: "FeedScreen", to: "ModelCollection", "refresh()")
        try await posts.refresh(firstPage, from: cache, clock: clock)
    }

    /// `user` likes the post in `row`: the post's model sends the like to its own URL
    /// through the cache (which drops the kept pages the like changed) and merges the answer.
    func like(row: Int, as user: UserName) async throws(ArchitectureError) {
        guard rows.indices.contains(row), let model = posts.member(id: rows[row].id) else { return }
        Trace.call(from: "FeedScreen", to: "PostModel", "like(as: \(user))")
        let cache = self.cache
        try await model.like(as: user, through: RequestTransport(name: "RequestCache") { try await cache.write($0) })
    }

    /// What the table shows.
    var lines: [String] { tableView.cells.map(\.text) }

    func numberOfRows(in tableView: TableView) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        TableViewCell(text: rows[row].text)
    }

    /// The line of a post: id, author, content and likes.
    static func line(for post: PostModel) -> String {
        let content = post.fields.kind == .text ? post.text : "[\(post.fields.kind.rawValue)]"
        return "\(post.id) \(post.author): \(content) (\(post.likeCount) likes)"
    }

    private func apply(_ change: CollectionChange) {
        let next = posts.visible.map { Row(id: $0.id, text: Self.line(for: $0)) }
        // A change that does not fit the rows on screen leaves them as they were (and wrong).
        rows = change.applied(to: rows, taking: next, identity: { $0.id }) ?? rows
        appliedChanges.append(change)
        Trace.reply(from: "ModelCollection", to: "FeedScreen", "\(change)")
        tableView.reloadData()
    }
}
