import Foundation
import Futubra
import MessageTrace
import Synchronization

/// The post repository in a SQLite file: one row per post (its id, its author, the post as
/// JSON), and every commit one transaction.
///
/// A new post is inserted with `ON CONFLICT DO NOTHING RETURNING id`, a change or a removal
/// with `RETURNING id`: a row that comes back empty means the id was taken or missing, and
/// the transaction is rolled back with what it had written. The engine stays behind
/// ``PostRepository``: callers never see SQL or rows.
///
/// ```swift
/// let repository = try SQLitePostRepository(file: folder.appendingPathComponent("posts.sqlite"))
/// try repository.commit(PostChanges(inserted: [post]))
/// ```
final class SQLitePostRepository: PostRepository {
    /// The database file.
    let file: URL
    private let connection: Mutex<SQLiteConnection>

    /// Opens (or creates) the post file at `file`.
    init(file: URL) throws(RepositoryError) {
        self.file = file
        do {
            let opened = try SQLiteConnection(file: file)
            // The write-ahead log with `synchronous = NORMAL`, as the persistence layer's store:
            // a commit appends to the log without waiting for the disk, and stays whole.
            try opened.setJournal("wal")
            try opened.execute("PRAGMA synchronous = NORMAL")
            try opened.execute(
                "CREATE TABLE IF NOT EXISTS posts (id INTEGER PRIMARY KEY, author TEXT NOT NULL, json TEXT NOT NULL)")
            connection = Mutex(opened)
        } catch {
            throw .engineFailed("\(error)")
        }
    }

    func post(_ id: PostID) throws(RepositoryError) -> Post? {
        try query("SELECT json FROM posts WHERE id = ?", [.integer(id.rawValue)]).first
    }

    func all() throws(RepositoryError) -> [Post] {
        try query("SELECT json FROM posts ORDER BY id", [])
    }

    func posts(by author: UserName) throws(RepositoryError) -> [Post] {
        try query("SELECT json FROM posts WHERE author = ? ORDER BY id", [.text(author.rawValue)])
    }

    func commit(_ changes: PostChanges) throws(RepositoryError) {
        Trace.note(over: "SQLitePostRepository", "commit(\(changes.summary)) in one transaction")
        var refusal: RepositoryError?
        do {
            try connection.withLock { (db) throws(StoreError) in
                try db.transaction { () throws(StoreError) in
                    refusal = try Self.write(changes, to: db)
                    // A refusal found in the middle rolls back what the commit wrote so far.
                    if refusal != nil { throw .engineFailed(path: db.file.path, reason: "refused") }
                }
            }
        } catch {
            throw refusal ?? .engineFailed("\(error)")
        }
    }

    /// Writes `changes` in order (new, changed, removed) and returns the first refusal, if any.
    private static func write(_ changes: PostChanges, to db: SQLiteConnection) throws(StoreError) -> RepositoryError? {
        for post in changes.inserted {
            let written = try db.rows(
                "INSERT INTO posts (id, author, json) VALUES (?, ?, ?) ON CONFLICT DO NOTHING RETURNING id",
                try row(post, in: db))
            guard !written.isEmpty else { return .duplicatePost(post.id) }
        }
        for post in changes.updated {
            let values = try row(post, in: db)
            let written = try db.rows(
                "UPDATE posts SET author = ?, json = ? WHERE id = ? RETURNING id", [values[1], values[2], values[0]])
            guard !written.isEmpty else { return .missingPost(post.id) }
        }
        for id in changes.removed {
            let written = try db.rows("DELETE FROM posts WHERE id = ? RETURNING id", [.integer(id.rawValue)])
            guard !written.isEmpty else { return .missingPost(id) }
        }
        return nil
    }

    /// The row of `post`: id, author, JSON.
    private static func row(_ post: Post, in db: SQLiteConnection) throws(StoreError) -> [SQLiteConnection.Value] {
        do {
            let json = String(decoding: try FutubraJSON.encode(post), as: UTF8.self)
            return [.integer(post.id.rawValue), .text(post.author.rawValue), .text(json)]
        } catch {
            throw .engineFailed(path: db.file.path, reason: "post \(post.id) cannot be encoded: \(error)")
        }
    }

    /// The posts the query's `json` column holds.
    private func query(_ sql: String, _ bindings: [SQLiteConnection.Value]) throws(RepositoryError) -> [Post] {
        let rows: [[SQLiteConnection.Value]]
        do {
            rows = try connection.withLock { (db) throws(StoreError) in try db.rows(sql, bindings) }
        } catch {
            throw .engineFailed("\(error)")
        }
        return try rows.map { (row) throws(RepositoryError) -> Post in
            guard let json = row.first?.text else { throw .engineFailed("a post row without JSON") }
            do {
                return try FutubraJSON.decode(Post.self, from: Data(json.utf8))
            } catch {
                throw .engineFailed("a post row that is not a post: \(error)")
            }
        }
    }
}
