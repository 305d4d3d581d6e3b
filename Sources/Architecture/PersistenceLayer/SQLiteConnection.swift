import CSQLite
import Foundation

/// One open SQLite connection: SQL in, rows of plain values out, every failure a
/// ``StoreError`` that names the file.
///
/// Not `Sendable`: ``SQLiteMessageStore`` keeps it inside a `Mutex`, so one caller at a
/// time uses it. The connection is closed when the value is released.
///
/// ```swift
/// let connection = try SQLiteConnection(file: url)
/// let rows = try connection.rows("SELECT id FROM messages WHERE conversation = ?", [.integer(1)])
/// ```
final class SQLiteConnection {
    /// A value bound to a statement or read from a row.
    enum Value: Equatable {
        case integer(Int)
        case text(String)
        case null

        /// The integer, or nil for any other kind.
        var integer: Int? {
            if case .integer(let value) = self { value } else { nil }
        }

        /// The text, or nil for any other kind.
        var text: String? {
            if case .text(let value) = self { value } else { nil }
        }
    }

    /// The database file.
    let file: URL
    private let handle: OpaquePointer

    /// Opens `file`, creating it if it does not exist. SQLite reads nothing yet: a file that
    /// is not a database is found by the first statement.
    init(file: URL) throws(StoreError) {
        var opened: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let status = sqlite3_open_v2(file.path, &opened, flags, nil)
        guard status == SQLITE_OK, let opened else {
            let reason = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(opened)
            throw .unreadableFile(path: file.path, reason: reason)
        }
        self.file = file
        self.handle = opened
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs `sql`, one or more statements separated by `;`, with no parameters.
    func execute(_ sql: String) throws(StoreError) {
        let status = sqlite3_exec(handle, sql, nil, nil, nil)
        guard status == SQLITE_OK else { throw failure(status) }
    }

    /// Runs one statement with `bindings` for its `?` parameters and returns its rows.
    func rows(_ sql: String, _ bindings: [Value] = []) throws(StoreError) -> [[Value]] {
        var prepared: OpaquePointer?
        let status = sqlite3_prepare_v2(handle, sql, -1, &prepared, nil)
        guard status == SQLITE_OK, let statement = prepared else { throw failure(status) }
        defer { sqlite3_finalize(statement) }
        for (offset, value) in bindings.enumerated() {
            let index = Int32(offset + 1)
            switch value {
            case .integer(let number): sqlite3_bind_int64(statement, index, sqlite3_int64(number))
            case .text(let text): csqlite_bind_text(statement, index, text)
            case .null: sqlite3_bind_null(statement, index)
            }
        }
        var rows: [[Value]] = []
        while true {
            let step = sqlite3_step(statement)
            if step == SQLITE_DONE { return rows }
            guard step == SQLITE_ROW else { throw failure(step) }
            rows.append((0..<sqlite3_column_count(statement)).map { column in value(statement, column) })
        }
    }

    /// Runs one statement that returns no rows (an `INSERT`, an `UPDATE`).
    func run(_ sql: String, _ bindings: [Value]) throws(StoreError) {
        _ = try rows(sql, bindings)
    }

    /// The first column of the first row, as an integer (a `PRAGMA` or a `count(*)`).
    func integer(_ sql: String) throws(StoreError) -> Int {
        try rows(sql).first?.first?.integer ?? 0
    }

    /// Runs `body` inside one transaction: its writes are all kept (`COMMIT`) or, if it
    /// throws, all undone (`ROLLBACK`). `BEGIN IMMEDIATE` takes the write lock at once.
    func transaction(_ body: () throws(StoreError) -> Void) throws(StoreError) {
        try execute("BEGIN IMMEDIATE")
        do {
            try body()
            try execute("COMMIT")
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    private func value(_ statement: OpaquePointer, _ column: Int32) -> Value {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: .integer(Int(sqlite3_column_int64(statement, column)))
        case SQLITE_NULL: .null
        default: sqlite3_column_text(statement, column).map { .text(String(cString: $0)) } ?? .null
        }
    }

    /// The error for a failed call: a file that is not a database, or is damaged, is
    /// unreadable; anything else is the engine's failure.
    private func failure(_ status: Int32) -> StoreError {
        let reason = String(cString: sqlite3_errmsg(handle))
        switch status & 0xFF {
        case SQLITE_NOTADB, SQLITE_CORRUPT: return .unreadableFile(path: file.path, reason: reason)
        default: return .engineFailed(path: file.path, reason: reason)
        }
    }
}
