import Foundation
import Futubra
import FutubraServer
import MessageTrace
import Synchronization

/// How a ``SQLiteMessageStore`` opens its file.
struct SQLiteOptions: Sendable {
    /// How SQLite keeps a transaction whole across a crash.
    enum Journal: String, Sendable {
        /// The write-ahead log: a commit appends to `<file>-wal`; readers see the last
        /// commit while a writer writes.
        case writeAheadLog = "wal"
        /// The rollback journal: the pages about to change are copied to `<file>-journal`,
        /// the file is written in place, and the copy is deleted to commit.
        case rollback = "delete"
        /// No journal: a transaction killed after SQLite wrote some of its pages leaves part
        /// of it. Only a broken store uses it (the crash test's control).
        case off
        /// The journal in memory: `ROLLBACK` works, a killed process leaves part of a
        /// transaction. Only a broken store uses it (the crash test's control).
        case memory
    }

    /// The journal.
    var journal = Journal.writeAheadLog
    /// How long a statement waits for a lock another connection holds before it fails.
    var busyTimeout = Duration.seconds(5)
    /// Pages of cache per connection; nil keeps SQLite's default (about 2 MB). A small cache
    /// makes a long transaction write pages to the file or its log before it commits, which
    /// the crash test uses to make a journal's absence show.
    var pageCache: Int?
    /// The file-system layer SQLite uses (its default when nil).
    var vfs: String?
}

/// The message store in a SQLite file: the same protocol as ``InMemoryMessageStore``, the
/// same contract, and a file that survives the process.
///
/// Opening looks at the file read-only before anything writes to it: a file that is not a
/// database, another program's database, or one written by a newer version of the app is
/// refused with an error naming it, and the file and its log are left byte for byte as they
/// were. (One exception: a file whose writer was killed inside a transaction in rollback
/// journal mode cannot be read until its journal is rolled back, which restores its last
/// commit; SQLite does that for any connection that may write, this one included.) A
/// Futubra file of an older schema is migrated (``SQLiteSchema``).
///
/// Two connections: a writer, which every write goes through, one at a time; and a
/// read-only reader for every query. In WAL mode (the default journal) a commit appends to
/// the log, so the reader keeps reading the last commit while the writer's transaction is
/// open: a screen's query never waits for a sync's batch. A process killed at any moment
/// leaves each transaction whole or absent, which SQLite restores when the file is next
/// opened. `synchronous = NORMAL` skips the flush to disk at each commit: a killed process
/// loses nothing committed (the log is in the system's cache); a power cut may lose the
/// last commits but never splits one, provided the storage keeps writes in the order they
/// were flushed (see the entry on `fullfsync`). Every batch is one transaction, and a
/// message must name a stored conversation (a foreign key).
///
/// ```swift
/// let store: any MessageStore = try SQLiteMessageStore(file: url)
/// try store.save([hello, reply])   // one transaction: both or neither, even if killed
/// ```
final class SQLiteMessageStore: MessageStore {
    /// The database file.
    let file: URL
    private let writer: Mutex<SQLiteConnection>
    private let reader: Mutex<SQLiteConnection>
    /// Hears the id of each message written, inside its transaction (progress for a long import).
    private let rowWritten: @Sendable (Int) -> Void

    /// Opens the message file at `file`, creating it if it does not exist and migrating it
    /// if it is older. `rowWritten` hears each message id as it is written, before the
    /// batch's transaction commits; `waitingForLock` hears each wait for a lock held by
    /// another connection.
    init(
        file: URL, options: SQLiteOptions = SQLiteOptions(), rowWritten: @escaping @Sendable (Int) -> Void = { _ in },
        waitingForLock: @escaping @Sendable () -> Void = {}
    ) throws(StoreError) {
        func connect(_ access: SQLiteConnection.Access) throws(StoreError) -> SQLiteConnection {
            try SQLiteConnection(
                file: file, access: access, vfs: options.vfs, busyTimeout: options.busyTimeout, onBusy: waitingForLock)
        }
        if FileManager.default.fileExists(atPath: file.path) {
            // Read-only first: a connection that may write would fold another program's
            // unfinished log into its file when it closes, or leave a log beside it.
            let probe = try connect(.readOnly)
            do {
                _ = try SQLiteSchema.checkedVersion(of: probe)
            } catch {
                // A hot rollback journal (a writer killed in a transaction) can only be
                // rolled back by a connection that may write: the next one does it.
                guard probe.foundHotJournal else { throw error }
            }
        }
        let writer = try connect(.readWrite)
        _ = try SQLiteSchema.checkedVersion(of: writer)  // refused before anything is written
        try writer.setJournal(options.journal.rawValue)
        // WAL needs no flush at each commit to stay whole; the rollback journal does.
        try writer.execute("PRAGMA synchronous = \(options.journal == .writeAheadLog ? "NORMAL" : "FULL")")
        if let pages = options.pageCache { try writer.execute("PRAGMA cache_size = \(pages)") }
        try SQLiteSchema.migrate(writer)
        // Off by default in SQLite, per connection, and not changeable inside a transaction.
        try writer.execute("PRAGMA foreign_keys = ON")
        guard try writer.integer("PRAGMA foreign_keys") == 1 else {
            throw .engineFailed(path: file.path, reason: "this SQLite does not enforce foreign keys")
        }
        let reader = try connect(.readOnly)
        if let pages = options.pageCache { try reader.execute("PRAGMA cache_size = \(pages)") }
        self.file = file
        self.writer = Mutex(writer)
        self.reader = Mutex(reader)
        self.rowWritten = rowWritten
    }

    deinit {
        // The reader first: the writer, closing last, folds the log back into the file.
        reader.withLock { $0.close() }
        writer.withLock { $0.close() }
    }

    /// The schema version of the open file.
    var schemaVersion: Int {
        get throws(StoreError) {
            try reader.withLock { (db) throws(StoreError) in try db.integer("PRAGMA user_version") }
        }
    }

    func save(_ conversation: Conversation) throws(StoreError) {
        Trace.call(from: "caller", to: "SQLiteMessageStore", "save(conversation \(conversation.id))")
        try writer.withLock { (db) throws(StoreError) in try Self.insert(conversation, into: db) }
    }

    func save(_ batch: [DirectMessage]) throws(StoreError) {
        Trace.call(from: "caller", to: "SQLiteMessageStore", "save(\(batch.count) messages)")
        try validateTexts(batch)
        try writer.withLock { (db) throws(StoreError) in
            try db.transaction { () throws(StoreError) in
                for message in batch {
                    // SQLite itself refuses a message of an unknown conversation (its foreign
                    // key), in the middle of the batch: the transaction rolls back what it wrote.
                    try Self.insert(message, into: db)
                    rowWritten(message.id)
                }
            }
        }
    }

    func markRead(upTo id: Int, in conversation: ConversationID) throws(StoreError) {
        try writer.withLock { (db) throws(StoreError) in
            let found = try db.rows("SELECT 1 FROM conversations WHERE id = ?", [.integer(conversation.rawValue)])
            guard !found.isEmpty else { throw .unknownConversation(conversation) }
            try db.run(
                "INSERT INTO read_marks VALUES (?, ?) ON CONFLICT (conversation) DO UPDATE SET up_to = max(up_to, excluded.up_to)",
                [.integer(conversation.rawValue), .integer(id)])
        }
    }

    func conversations() throws(StoreError) -> [Conversation] {
        let rows = try reader.withLock { (db) throws(StoreError) in try Self.conversationRows(db) }
        return try conversations(from: rows)
    }

    func messages(matching query: MessageQuery) throws(StoreError) -> [DirectMessage] {
        let rows = try reader.withLock { (db) throws(StoreError) in
            try db.rows(
                """
                SELECT id, conversation, author, body FROM messages AS m
                WHERE (?1 IS NULL OR conversation = ?1)
                AND (?2 = 0 OR id > coalesce((SELECT up_to FROM read_marks WHERE conversation = m.conversation), 0))
                ORDER BY id \(query.order == .oldestFirst ? "ASC" : "DESC")
                """,
                [query.conversation.map { .integer($0.rawValue) } ?? .null, .integer(query.unreadOnly ? 1 : 0)])
        }
        return try messages(from: rows.filter { query.admits(text: $0[3].text ?? "") })
    }

    func archive() throws(StoreError) -> MessageArchive {
        // One read transaction: the three reads see the same commit.
        let (conversations, messages, marks) = try reader.withLock { (db) throws(StoreError) in
            try db.execute("BEGIN")
            defer { try? db.execute("COMMIT") }
            return (
                try Self.conversationRows(db),
                try db.rows("SELECT id, conversation, author, body FROM messages ORDER BY id"),
                try db.rows("SELECT conversation, up_to FROM read_marks")
            )
        }
        var readMarks: [ConversationID: Int] = [:]
        for mark in marks { readMarks[ConversationID(mark[0].integer ?? 0)] = mark[1].integer ?? 0 }
        return MessageArchive(
            conversations: try self.conversations(from: conversations), messages: try self.messages(from: messages),
            readMarks: readMarks)
    }

    func restore(_ archive: MessageArchive) throws(StoreError) {
        try validateTexts(archive.messages)
        try writer.withLock { (db) throws(StoreError) in
            try db.transaction { () throws(StoreError) in try Self.replaceAll(with: archive, in: db) }
        }
    }

    /// Deletes everything in `db` and writes `archive` in its place; a refusal part way
    /// leaves the rest unwritten, so it belongs inside a transaction.
    private static func replaceAll(with archive: MessageArchive, in db: SQLiteConnection) throws(StoreError) {
        try db.execute("DELETE FROM read_marks; DELETE FROM messages; DELETE FROM conversations")
        for conversation in archive.conversations { try insert(conversation, into: db) }
        for message in archive.messages { try insert(message, into: db) }
        for (conversation, upTo) in archive.readMarks.sorted(by: { $0.key < $1.key }) {
            guard archive.conversations.contains(where: { $0.id == conversation }) else {
                throw .unknownConversation(conversation)
            }
            try db.run("INSERT INTO read_marks VALUES (?, ?)", [.integer(conversation.rawValue), .integer(upTo)])
        }
    }

    private static func insert(_ conversation: Conversation, into db: SQLiteConnection) throws(StoreError) {
        try db.run(
            "INSERT INTO conversations VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET participants = excluded.participants",
            [
                .integer(conversation.id.rawValue),
                .text(conversation.participants.map(\.rawValue).joined(separator: ",")),
            ])
    }

    private static func insert(_ message: DirectMessage, into db: SQLiteConnection) throws(StoreError) {
        do {
            try db.run(
                """
                INSERT INTO messages VALUES (?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET
                conversation = excluded.conversation, author = excluded.author, body = excluded.body
                """,
                [
                    .integer(message.id), .integer(message.conversation.rawValue), .text(message.author.rawValue),
                    .text(message.text),
                ])
        } catch {
            if db.failedOnForeignKey { throw .unknownConversation(message.conversation) }
            throw error
        }
    }

    private static func conversationRows(_ db: SQLiteConnection) throws(StoreError) -> [[SQLiteConnection.Value]] {
        try db.rows("SELECT id, participants FROM conversations ORDER BY id")
    }

    private func conversations(from rows: [[SQLiteConnection.Value]]) throws(StoreError) -> [Conversation] {
        var found: [Conversation] = []
        for row in rows {
            var names: [UserName] = []
            for name in (row[1].text ?? "").split(separator: ",") { names.append(try userName(String(name))) }
            found.append(Conversation(id: ConversationID(row[0].integer ?? 0), participants: names))
        }
        return found
    }

    private func messages(from rows: [[SQLiteConnection.Value]]) throws(StoreError) -> [DirectMessage] {
        var found: [DirectMessage] = []
        for row in rows {
            found.append(
                DirectMessage(
                    id: row[0].integer ?? 0, conversation: ConversationID(row[1].integer ?? 0),
                    author: try userName(row[2].text ?? ""), text: row[3].text ?? ""))
        }
        return found
    }

    /// A user name read from the file; one that breaks the rules means the file was damaged.
    private func userName(_ text: String) throws(StoreError) -> UserName {
        do {
            return try UserName(text)
        } catch {
            throw .unreadableFile(path: file.path, reason: "a stored author is not a user name: '\(text)'")
        }
    }
}
