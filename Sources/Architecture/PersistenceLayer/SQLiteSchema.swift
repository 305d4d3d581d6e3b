/// The message file's schema as its history: step `n` turns a version-`n` file into a
/// version-`n + 1` one. A new file runs every step; an older file runs the steps it lacks.
///
/// The version is SQLite's `PRAGMA user_version`; `PRAGMA application_id` marks the file as
/// Futubra's, so another program's database is refused instead of being changed.
enum SQLiteSchema {
    /// `FutM` in ASCII: the mark of a Futubra message file.
    static let applicationID = 0x4675_744D

    /// The steps, oldest first.
    static let steps = [
        // 0 → 1: conversations and their messages; nothing is known to be read.
        """
        CREATE TABLE conversations (id INTEGER PRIMARY KEY, participants TEXT NOT NULL);
        CREATE TABLE messages (
            id INTEGER PRIMARY KEY, conversation INTEGER NOT NULL, author TEXT NOT NULL, body TEXT NOT NULL);
        """,
        // 1 → 2: how far each conversation has been read, and an index for a conversation's thread.
        """
        CREATE TABLE read_marks (conversation INTEGER PRIMARY KEY, up_to INTEGER NOT NULL);
        CREATE INDEX messages_by_conversation ON messages (conversation, id);
        """,
        // 2 → 3: a message must name a stored conversation. SQLite cannot add a foreign key to
        // a table, so the table is rebuilt: a new one with the key, the rows copied, the old
        // one dropped, the new one renamed, its index made again.
        """
        CREATE TABLE messages_3 (
            id INTEGER PRIMARY KEY, conversation INTEGER NOT NULL REFERENCES conversations (id),
            author TEXT NOT NULL, body TEXT NOT NULL);
        INSERT INTO messages_3 SELECT id, conversation, author, body FROM messages;
        DROP TABLE messages;
        ALTER TABLE messages_3 RENAME TO messages;
        CREATE INDEX messages_by_conversation ON messages (conversation, id);
        """,
    ]

    /// The version this code writes.
    static var current: Int { steps.count }

    /// The file's schema version, after making sure it is a Futubra message file (or empty):
    /// another program's database and a newer schema are refused.
    ///
    /// The mark, the version and the tables are read in one statement, so in one snapshot:
    /// read one by one, they could straddle another process's migration and show a file
    /// with tables but no mark yet, which looks foreign.
    static func checkedVersion(of connection: SQLiteConnection) throws(StoreError) -> Int {
        let row =
            try connection.rows(
                """
                SELECT (SELECT application_id FROM pragma_application_id()),
                (SELECT user_version FROM pragma_user_version()), (SELECT count(*) FROM sqlite_master)
                """
            ).first ?? []
        let (application, version, tables) = (
            row.first?.integer ?? 0, row.dropFirst().first?.integer ?? 0, row.last?.integer ?? 0
        )
        if application == 0, version == 0, tables == 0 { return 0 }
        guard application == applicationID else { throw .foreignFile(path: connection.file.path) }
        guard version <= current else { throw .newerSchema(path: connection.file.path, version: version) }
        return version
    }

    /// Brings the file behind `connection` to `version` (the current one by default), all in
    /// one transaction: a crash during a migration leaves the old version whole.
    ///
    /// The version is read once outside the transaction (a file already current takes no
    /// lock), then again inside it, after `BEGIN IMMEDIATE` has taken the write lock: another
    /// process that migrated the file in between is seen there, and its work is not done twice.
    static func migrate(_ connection: SQLiteConnection, to version: Int = current) throws(StoreError) {
        let seen = try checkedVersion(of: connection)
        guard seen < version else { return }
        try connection.transaction { () throws(StoreError) in
            let found = try checkedVersion(of: connection)
            guard found < version else { return }
            for step in steps[found..<version] { try connection.execute(step) }
            let orphans = try connection.rows("PRAGMA foreign_key_check")
            guard orphans.isEmpty else {
                throw .unreadableFile(
                    path: connection.file.path, reason: "\(orphans.count) messages name no stored conversation")
            }
            try connection.execute("PRAGMA application_id = \(applicationID); PRAGMA user_version = \(version)")
        }
    }
}
