import CSQLite
import Foundation

/// One open SQLite connection: SQL in, rows of plain values out, every failure a
/// ``StoreError`` that names the file.
///
/// Not `Sendable`: ``SQLiteMessageStore`` keeps each of its connections inside a `Mutex`, so
/// one caller at a time uses it (it is opened `SQLITE_OPEN_NOMUTEX`: the `Mutex` is its only
/// lock). The connection is closed when the value is released.
///
/// A statement that finds the file locked by another connection (another store on the same
/// file, an app extension, the `sqlite3` tool) does not fail at once: the connection's busy
/// handler sleeps a little longer each time and tries again, until `busyTimeout` has
/// passed; only then does the statement fail with "database is locked". (SQLite's own
/// `sqlite3_busy_timeout` does the same; this one also reports each wait to `onBusy`.)
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

    /// Whether a connection may write, and create the file.
    enum Access {
        /// Reads and writes, creating the file if it does not exist.
        case readWrite
        /// Reads only: it never changes the file or its log, and fails if the file is missing.
        case readOnly
    }

    /// The database file.
    let file: URL
    private let handle: OpaquePointer
    private let busy: BusyWait
    private var isOpen = true

    /// Opens `file` for `access`. SQLite reads nothing yet: a file that is not a database is
    /// found by the first statement. `vfs` names one of SQLite's file-system layers (the
    /// default one when nil); `busyTimeout` bounds how long a statement waits for a lock,
    /// and `onBusy` hears each wait.
    init(
        file: URL, access: Access = .readWrite, vfs: String? = nil, busyTimeout: Duration = .seconds(5),
        onBusy: @escaping @Sendable () -> Void = {}
    ) throws(StoreError) {
        var opened: OpaquePointer?
        let mode = access == .readWrite ? SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE : SQLITE_OPEN_READONLY
        let status = sqlite3_open_v2(file.path, &opened, mode | SQLITE_OPEN_NOMUTEX, vfs)
        guard status == SQLITE_OK, let opened else {
            let reason = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(opened)
            throw .unreadableFile(path: file.path, reason: reason)
        }
        sqlite3_extended_result_codes(opened, 1)
        self.file = file
        self.handle = opened
        self.busy = BusyWait(timeout: busyTimeout, onBusy: onBusy)
        // The handler gets the `BusyWait` back as its context; the connection keeps it alive
        // for as long as the handle that calls it.
        sqlite3_busy_handler(
            opened,
            { context, count in
                guard let context else { return 0 }
                return Unmanaged<BusyWait>.fromOpaque(context).takeUnretainedValue().waitAgain(after: Int(count))
                    ? 1 : 0
            }, Unmanaged.passUnretained(busy).toOpaque())
    }

    deinit {
        close()
    }

    /// Closes the connection now (it is closed when released otherwise); nothing may use it after.
    func close() {
        guard isOpen else { return }
        isOpen = false
        sqlite3_close_v2(handle)
    }

    /// Runs `sql`, one or more statements separated by `;`, with no parameters.
    func execute(_ sql: String) throws(StoreError) {
        let status = sqlite3_exec(handle, sql, nil, nil, nil)
        guard status == SQLITE_OK else { throw failure(status) }
    }

    /// Runs one statement with `bindings` for its `?` parameters and returns its rows. The
    /// number of values must be the number of parameters: an unbound parameter would be
    /// `NULL` and an extra value would be dropped, both silently.
    func rows(_ sql: String, _ bindings: [Value] = []) throws(StoreError) -> [[Value]] {
        var prepared: OpaquePointer?
        let status = sqlite3_prepare_v2(handle, sql, -1, &prepared, nil)
        guard status == SQLITE_OK, let statement = prepared else { throw failure(status) }
        defer { sqlite3_finalize(statement) }
        let parameters = Int(sqlite3_bind_parameter_count(statement))
        guard parameters == bindings.count else {
            throw .engineFailed(
                path: file.path, reason: "the statement has \(parameters) parameters, given \(bindings.count) values")
        }
        for (offset, value) in bindings.enumerated() {
            let bound = bind(value, at: Int32(offset + 1), in: statement)
            guard bound == SQLITE_OK else { throw failure(bound) }
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
    /// throws, all undone (`ROLLBACK`). `BEGIN IMMEDIATE` takes the write lock at once, so
    /// a transaction that reads first cannot find, when it comes to write, that another
    /// connection wrote in between (`SQLITE_BUSY` with no wait in WAL mode).
    func transaction(_ body: () throws(StoreError) -> Void) throws(StoreError) {
        try execute("BEGIN IMMEDIATE")
        do {
            try body()
            try execute("COMMIT")
        } catch {
            // SQLite ends some failed transactions itself (a full disk); roll back only an
            // open one, so the error reported is the first.
            if sqlite3_get_autocommit(handle) == 0 { try? execute("ROLLBACK") }
            throw error
        }
    }

    /// Sets the journal mode (`wal`, `delete`, `off`, `memory`) and checks that SQLite took
    /// it: `PRAGMA journal_mode` answers the mode in force, and where the new one cannot be
    /// used (WAL on a file system without shared memory) it answers the old one, no error.
    ///
    /// Switching to WAL needs the file to itself. When another connection is switching the
    /// same new file at that moment, SQLite answers `SQLITE_BUSY` without calling the busy
    /// handler (waiting could deadlock: each holds a lock the other wants); the statement has
    /// then released its locks, so it is tried again after the busy handler's waits.
    func setJournal(_ mode: String) throws(StoreError) {
        var answer = ""
        for attempt in 0... {
            do {
                answer = try rows("PRAGMA journal_mode = \(mode)").first?.first?.text ?? ""
                break
            } catch {
                guard sqlite3_extended_errcode(handle) & 0xFF == SQLITE_BUSY, busy.waitAgain(after: attempt) else {
                    throw error
                }
            }
        }
        guard answer.lowercased() == mode.lowercased() else {
            throw .engineFailed(
                path: file.path, reason: "the journal mode '\(mode)' could not be set; the file stays in '\(answer)'")
        }
    }

    /// Whether the last statement failed because the file has a hot rollback journal (its
    /// writer was killed in a transaction) that only a connection that may write can roll back.
    var foundHotJournal: Bool {
        // SQLITE_READONLY_ROLLBACK, a macro Swift does not import.
        sqlite3_extended_errcode(handle) == SQLITE_READONLY | (3 << 8)
    }

    /// Whether the last statement failed on a foreign key: a row that names a parent row
    /// (a message's conversation) that does not exist.
    var failedOnForeignKey: Bool {
        // SQLITE_CONSTRAINT_FOREIGNKEY, a C macro built from an expression, which Swift does not import.
        sqlite3_extended_errcode(handle) == SQLITE_CONSTRAINT | (3 << 8)
    }

    private func bind(_ value: Value, at index: Int32, in statement: OpaquePointer) -> Int32 {
        switch value {
        case .integer(let number):
            return sqlite3_bind_int64(statement, index, sqlite3_int64(number))
        case .null:
            return sqlite3_bind_null(statement, index)
        case .text(var text):
            // Bound with its length, not as a C string: a U+0000 inside it is kept.
            return text.withUTF8 { bytes in
                guard let count = Int32(exactly: bytes.count) else { return SQLITE_TOOBIG }
                return bytes.withMemoryRebound(to: CChar.self) {
                    csqlite_bind_text(statement, index, $0.baseAddress, count)
                }
            }
        }
    }

    private func value(_ statement: OpaquePointer, _ column: Int32) -> Value {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: return .integer(Int(sqlite3_column_int64(statement, column)))
        case SQLITE_NULL: return .null
        default:
            // The text first, then its length in bytes (SQLite's documented order); read
            // by length, so a U+0000 inside it is kept.
            guard let text = sqlite3_column_text(statement, column) else { return .null }
            let count = Int(sqlite3_column_bytes(statement, column))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
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

/// How long a connection waits for a lock another connection holds: SQLite calls
/// ``waitAgain(after:)`` each time it finds the file locked, with the number of calls so far
/// for this statement; it sleeps 1, 2, 5, 10 … up to 100 ms (SQLite's own steps) and says
/// "try again" until the waits add up to the timeout.
private final class BusyWait: Sendable {
    private static let steps = [1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50, 100]
    private let timeout: Int
    private let onBusy: @Sendable () -> Void

    init(timeout: Duration, onBusy: @escaping @Sendable () -> Void) {
        self.timeout = Int(timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
        self.onBusy = onBusy
    }

    /// Sleeps before try number `count + 1`; false once the waits so far reach the timeout.
    func waitAgain(after count: Int) -> Bool {
        let waited =
            Self.steps.prefix(count).reduce(0, +) + max(count - Self.steps.count, 0) * (Self.steps.last ?? 100)
        guard waited < timeout else { return false }
        onBusy()
        sqlite3_sleep(Int32(min(Self.steps[min(count, Self.steps.count - 1)], timeout - waited)))
        return true
    }
}
