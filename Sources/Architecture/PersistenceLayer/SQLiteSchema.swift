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
    ]

    /// The version this code writes.
    static var current: Int { steps.count }

    /// Brings the file behind `connection` to `version` (the current one by default), all in
    /// one transaction: a crash during a migration leaves the old version whole.
    static func migrate(_ connection: SQLiteConnection, from old: Int, to version: Int = current)
        throws(StoreError)
    {
        guard old < version else { return }
        try connection.transaction { () throws(StoreError) in
            for step in steps[old..<version] { try connection.execute(step) }
            try connection.execute("PRAGMA application_id = \(applicationID); PRAGMA user_version = \(version)")
        }
    }
}
