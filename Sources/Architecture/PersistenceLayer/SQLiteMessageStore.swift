import Foundation
import Futubra
import FutubraServer
import MessageTrace
import Synchronization

/// The message store in a SQLite file: the same protocol as ``InMemoryMessageStore``, the
/// same contract, and a file that survives the process.
///
/// Opening checks the file before it writes anything: a file that is not a database, or
/// another program's database, or one written by a newer version of the app, is refused
/// with an error naming it and left exactly as it was. A Futubra file of an older schema is
/// migrated (``SQLiteSchema``). The journal is the write-ahead log (WAL): a commit appends
/// to the log, readers never block the writer, and a process killed at any moment leaves
/// each transaction whole or absent, which SQLite restores when the file is next opened.
/// `synchronous = NORMAL` skips the flush to disk at each commit: a killed process loses
/// nothing committed (the log is in the system's cache), a power cut may lose the last
/// commits but never splits one. Every batch is one transaction.
///
/// ```swift
/// let store: any MessageStore = try SQLiteMessageStore(file: url)
/// try store.save([hello, reply])   // one transaction: both or neither, even if killed
/// ```
final class SQLiteMessageStore: MessageStore {
    /// The database file.
    let file: URL
    private let connection: Mutex<SQLiteConnection>
    /// Hears the id of each message written, inside its transaction (progress for a long import).
    private let rowWritten: @Sendable (Int) -> Void

    /// Opens the message file at `file`, creating it if it does not exist and migrating it
    /// if it is older. `rowWritten` hears each message id as it is written, before the
    /// batch's transaction commits.
    init(file: URL, rowWritten: @escaping @Sendable (Int) -> Void = { _ in }) throws(StoreError) {
        let connection = try SQLiteConnection(file: file)
        let version = try Self.checkedVersion(of: connection)
        try connection.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
        try SQLiteSchema.migrate(connection, from: version)
        self.file = file
        self.connection = Mutex(connection)
        self.rowWritten = rowWritten
    }

    /// The file's schema version, after making sure it is a Futubra message file (or empty).
    private static func checkedVersion(of connection: SQLiteConnection) throws(StoreError) -> Int {
        let application = try connection.integer("PRAGMA application_id")
        let version = try connection.integer("PRAGMA user_version")
        let tables = try connection.integer("SELECT count(*) FROM sqlite_master")
        if application == 0, version == 0, tables == 0 { return 0 }
        guard application == SQLiteSchema.applicationID else { throw .foreignFile(path: connection.file.path) }
        guard version <= SQLiteSchema.current else {
            throw .newerSchema(path: connection.file.path, version: version)
        }
        return version
    }

    /// The schema version of the open file.
    var schemaVersion: Int {
        get throws(StoreError) {
            try connection.withLock { (db) throws(StoreError) in try db.integer("PRAGMA user_version") }
        }
    }

    func save(_ conversation: Conversation) throws(StoreError) {
        Trace.call(from: "caller", to: "SQLiteMessageStore", "save(conversation \(conversation.id))")
        let participants = conversation.participants.map(\.rawValue).joined(separator: ",")
        try connection.withLock { (db) throws(StoreError) in
            try db.run(
                "INSERT INTO conversations VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET participants = excluded.participants",
                [.integer(conversation.id.rawValue), .text(participants)])
        }
    }

    func save(_ batch: [DirectMessage]) throws(StoreError) {
        Trace.call(from: "caller", to: "SQLiteMessageStore", "save(\(batch.count) messages)")
        try connection.withLock { (db) throws(StoreError) in
            try db.transaction { () throws(StoreError) in
                let known = try db.rows("SELECT id FROM conversations").compactMap { $0.first?.integer }
                try validate(batch, known: Set(known.map { ConversationID($0) }))
                for message in batch {
                    try db.run(
                        """
                        INSERT INTO messages VALUES (?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET
                        conversation = excluded.conversation, author = excluded.author, body = excluded.body
                        """,
                        [
                            .integer(message.id), .integer(message.conversation.rawValue),
                            .text(message.author.rawValue), .text(message.text),
                        ])
                    rowWritten(message.id)
                }
            }
        }
    }

    func markRead(upTo id: Int, in conversation: ConversationID) throws(StoreError) {
        try connection.withLock { (db) throws(StoreError) in
            let found = try db.rows("SELECT 1 FROM conversations WHERE id = ?", [.integer(conversation.rawValue)])
            guard !found.isEmpty else { throw .unknownConversation(conversation) }
            try db.run(
                "INSERT INTO read_marks VALUES (?, ?) ON CONFLICT (conversation) DO UPDATE SET up_to = max(up_to, excluded.up_to)",
                [.integer(conversation.rawValue), .integer(id)])
        }
    }

    func conversations() throws(StoreError) -> [Conversation] {
        let rows = try connection.withLock { (db) throws(StoreError) in
            try db.rows("SELECT id, participants FROM conversations ORDER BY id")
        }
        var found: [Conversation] = []
        for row in rows {
            var names: [UserName] = []
            for name in (row[1].text ?? "").split(separator: ",") { names.append(try userName(String(name))) }
            found.append(Conversation(id: ConversationID(row[0].integer ?? 0), participants: names))
        }
        return found
    }

    func messages(matching query: MessageQuery) throws(StoreError) -> [DirectMessage] {
        let rows = try connection.withLock { (db) throws(StoreError) in
            try db.rows(
                """
                SELECT id, conversation, author, body FROM messages AS m
                WHERE (?1 IS NULL OR conversation = ?1)
                AND (?2 = 0 OR id > coalesce((SELECT up_to FROM read_marks WHERE conversation = m.conversation), 0))
                ORDER BY id \(query.order == .oldestFirst ? "ASC" : "DESC")
                """,
                [query.conversation.map { .integer($0.rawValue) } ?? .null, .integer(query.unreadOnly ? 1 : 0)])
        }
        var found: [DirectMessage] = []
        for row in rows where query.admits(text: row[3].text ?? "") {
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
