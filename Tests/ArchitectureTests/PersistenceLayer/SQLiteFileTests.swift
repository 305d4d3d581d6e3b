import ContractSupport
import Foundation
import Futubra
import FutubraServer
import Synchronization
import Testing

@testable import Architecture

/// The `sqlite3` command-line tool, if this machine has one.
let sqlite3Tool = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3", "/opt/homebrew/bin/sqlite3"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

/// Runs the `sqlite3` tool on `file` with `sql` and returns what it wrote.
func sqlite3(_ file: URL, _ sql: String) throws -> String {
    let tool = Process()
    tool.executableURL = URL(fileURLWithPath: try #require(sqlite3Tool))
    tool.arguments = ["-readonly", file.path, sql]
    let output = Pipe()
    tool.standardOutput = output
    try tool.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    tool.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

@Suite(.timeLimit(.minutes(1)), .watchdog) struct SQLiteFileTests {
    @Test(
        "the SQLite engine writes a real file that the sqlite3 tool opens, with its schema version and rows",
        .enabled(if: sqlite3Tool != nil, "no sqlite3 command-line tool on this machine"))
    func fileOpensInSQLite3() throws {
        try withScratchFolder { folder in
            let file = folder.appendingPathComponent("messages.sqlite")
            _ = try filled(SQLiteMessageStore(file: file))
            let shown = try sqlite3(
                file,
                "PRAGMA user_version; PRAGMA integrity_check; SELECT id || ' ' || author || ': ' || body FROM messages WHERE conversation = 1 ORDER BY id;"
            )
            expect(
                shown,
                equals: """
                    3
                    ok
                    1 bob: lunch today?
                    2 anna: yes, 1pm
                    4 anna: Lunch at the usual place

                    """)
        }
    }

    @Test("an older message file is migrated on open and keeps its messages, all unread")
    func olderFileIsMigrated() throws {
        try withScratchFolder { folder in
            let file = folder.appendingPathComponent("old.sqlite")
            do {
                let old = try SQLiteConnection(file: file)
                try SQLiteSchema.migrate(old, to: 1)
                try old.execute(
                    """
                    INSERT INTO conversations VALUES (1, 'anna,bob');
                    INSERT INTO messages VALUES (1, 1, 'bob', 'lunch today?'), (2, 1, 'anna', 'yes, 1pm');
                    """)
                expect(try old.integer("PRAGMA user_version") == 1)
            }
            let store = try SQLiteMessageStore(file: file)
            expect(try store.schemaVersion == SQLiteSchema.current)
            expect(try store.conversations() == [lunch])
            expect(
                try store.messages(matching: MessageQuery(unreadOnly: true)).map(\.text) == [
                    "lunch today?", "yes, 1pm",
                ])
            try store.markRead(upTo: 1, in: lunch.id)
            expect(try store.messages(matching: MessageQuery(unreadOnly: true)).map(\.id) == [2])
        }
    }

    @Test("a corrupt, foreign or newer file is refused with an error naming it, and nothing is lost")
    func unreadableFilesAreRefused() throws {
        try withScratchFolder { folder in
            let good = folder.appendingPathComponent("messages.sqlite")
            _ = try filled(SQLiteMessageStore(file: good))
            let damaged = folder.appendingPathComponent("damaged.sqlite")
            var bytes = try Data(contentsOf: good)
            bytes.replaceSubrange(0..<16, with: Data("not SQLite at al".utf8))
            try bytes.write(to: damaged)
            let text = folder.appendingPathComponent("notes.txt")
            try Data(String(repeating: "shopping: milk, bread\n", count: 200).utf8).write(to: text)
            let foreign = folder.appendingPathComponent("photos.db")
            try SQLiteConnection(file: foreign).execute("CREATE TABLE photos (id INTEGER PRIMARY KEY, name TEXT)")
            let newer = folder.appendingPathComponent("newer.sqlite")
            try SQLiteConnection(file: newer).execute(
                "PRAGMA application_id = \(SQLiteSchema.applicationID); PRAGMA user_version = 9; CREATE TABLE future (x)"
            )

            let cases: [(URL, (StoreError) -> Bool)] = [
                (damaged, { if case .unreadableFile(damaged.path, _) = $0 { true } else { false } }),
                (text, { if case .unreadableFile(text.path, _) = $0 { true } else { false } }),
                (foreign, { $0 == .foreignFile(path: foreign.path) }),
                (newer, { $0 == .newerSchema(path: newer.path, version: 9) }),
            ]
            for (file, expected) in cases {
                let before = try Data(contentsOf: file)
                let error = #expect(throws: StoreError.self) { try SQLiteMessageStore(file: file) }
                expect(error.map(expected), equals: true, "\(file.lastPathComponent): \(String(describing: error))")
                expect(error?.description.contains("'\(file.path)'"), equals: true)
                expect(try Data(contentsOf: file) == before, "\(file.lastPathComponent) was changed")
            }
            let reopened = try SQLiteMessageStore(file: good)
            expect(try reopened.messages(matching: MessageQuery()).map(\.id) == [1, 2, 3, 4])
        }
    }
}

/// The bytes of `file` and of its `-wal`, if it has one.
func bytes(of file: URL) throws -> (main: Data, log: Data?) {
    let log = URL(fileURLWithPath: file.path + "-wal")
    return (
        try Data(contentsOf: file), FileManager.default.fileExists(atPath: log.path) ? try Data(contentsOf: log) : nil
    )
}

@Suite(.timeLimit(.minutes(1)), .watchdog) struct SQLiteEngineTests {
    @Test("a text holding U+0000 is stored and read back whole", arguments: StoreEngine.all)
    func textWithNulRoundTrips(engine: StoreEngine) throws {
        try withScratchFolder { folder in
            let store = try engine.make(folder)
            try store.save(lunch)
            let text = "before\u{0}after, ünïcödé 🥪"
            try store.save([message(1, lunch, text)])
            expect(try store.messages(matching: MessageQuery()).map(\.text), equals: [text])
        }
    }

    @Test("a statement given more values than it has parameters is refused, not run with some of them")
    func extraBindingIsRefused() throws {
        try withScratchFolder { folder in
            let connection = try SQLiteConnection(file: folder.appendingPathComponent("x.sqlite"))
            #expect(throws: StoreError.self) { try connection.rows("SELECT ?", [.integer(1), .integer(2)]) }
        }
    }

    @Test(
        "a migration reads the version again once it holds the write lock: a file migrated meanwhile is not migrated twice"
    )
    func migrationReadsTheVersionInsideItsTransaction() async throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("messages.sqlite")
        let other = try SQLiteConnection(file: file)  // another process opening the same new file
        try other.execute("BEGIN IMMEDIATE")
        // Either event ends the wait below: the migration waiting for the lock, or its end.
        let events = EventCount()
        let waiting = EventCount()
        let migrating = Task {
            defer { events.increment() }
            try await onThreadOfItsOwn {
                try SQLiteSchema.migrate(
                    SQLiteConnection(
                        file: file,
                        onBusy: {
                            waiting.increment()
                            events.increment()
                        }))
            }
        }
        // The migration has read version 0 and waits for the write lock; the other process
        // migrates.
        await events.wait(until: 1)
        expect(waiting.value >= 1, "the migration ended without waiting for the lock")
        for step in SQLiteSchema.steps { try other.execute(step) }
        try other.execute(
            "PRAGMA application_id = \(SQLiteSchema.applicationID); PRAGMA user_version = \(SQLiteSchema.current)")
        try other.execute("INSERT INTO conversations VALUES (1, 'anna,bob')")
        try other.execute("COMMIT")
        try await migrating.value
        let store = try SQLiteMessageStore(file: file)
        expect(try store.schemaVersion, equals: SQLiteSchema.current)
        expect(try store.conversations(), equals: [lunch])
    }

    @Test(
        "a foreign file in WAL mode whose log was never folded back is refused, and it and its log are left byte for byte"
    )
    func foreignWALFileIsLeftAlone() throws {
        try withScratchFolder { folder in
            let owner = folder.appendingPathComponent("owner.db")
            let foreign = folder.appendingPathComponent("photos.db")
            do {
                // Another program writes in WAL mode and is killed: its log still holds the
                // last commits. Copying the files while its connection is open makes that file.
                let writer = try SQLiteConnection(file: owner)
                try writer.execute("PRAGMA journal_mode = WAL; CREATE TABLE photos (id INTEGER PRIMARY KEY, name TEXT)")
                try writer.execute("INSERT INTO photos (name) VALUES ('beach'), ('hills')")
                try FileManager.default.copyItem(at: owner, to: foreign)
                try FileManager.default.copyItem(
                    at: URL(fileURLWithPath: owner.path + "-wal"), to: URL(fileURLWithPath: foreign.path + "-wal"))
            }
            let before = try bytes(of: foreign)
            expect(before.log != nil, "the copy has a log to fold back")
            #expect(throws: StoreError.foreignFile(path: foreign.path)) { try SQLiteMessageStore(file: foreign) }
            let after = try bytes(of: foreign)
            expect(after.main == before.main, "the database file was changed")
            expect(after.log == before.log, "the log was changed or removed")
        }
    }

    @Test("a write waits for a lock another connection holds, and goes through once it is released")
    func writeWaitsForALock() async throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("messages.sqlite")
        // Either event ends the wait below: the store waiting for the lock, or its save ending.
        let events = EventCount()
        let waits = EventCount()
        let store = try filled(
            SQLiteMessageStore(
                file: file,
                waitingForLock: {
                    waits.increment()
                    events.increment()
                }))
        let holder = try SQLiteConnection(file: file)  // another process, an extension, the sqlite3 tool
        try holder.execute("BEGIN IMMEDIATE")
        let saving = Task {
            defer { events.increment() }
            try await onThreadOfItsOwn { try store.save([message(5, lunch, "after the lock")]) }
        }
        await events.wait(until: 1)
        expect(waits.value >= 1, "the save ended without waiting for the lock")
        try holder.execute("COMMIT")
        try await saving.value
        expect(try store.messages(matching: MessageQuery(conversation: lunch.id)).map(\.id), equals: [1, 2, 4, 5])
    }

    @Test("a lock held past the busy timeout ends the write with an error, after waiting for it")
    func lockHeldTooLongFails() throws {
        try withScratchFolder { folder in
            let file = folder.appendingPathComponent("messages.sqlite")
            let waits = EventCount()
            var options = SQLiteOptions()
            options.busyTimeout = .milliseconds(60)
            let store = try filled(
                SQLiteMessageStore(file: file, options: options, waitingForLock: { waits.increment() }))
            let holder = try SQLiteConnection(file: file)
            try holder.execute("BEGIN IMMEDIATE")
            #expect(throws: StoreError.engineFailed(path: file.path, reason: "database is locked")) {
                try store.save([message(5, lunch, "too late")])
            }
            expect(waits.value >= 3, "waited \(waits.value) times")
            try holder.execute("ROLLBACK")
        }
    }

    @Test("a query made while a batch's transaction is open answers at once, with what was last committed")
    func readerDoesNotWaitForTheWriter() throws {
        try withScratchFolder { folder in
            let file = folder.appendingPathComponent("messages.sqlite")
            let opened = Mutex<SQLiteMessageStore?>(nil)
            let seen = Mutex<(inTime: Bool, ids: [Int])?>(nil)
            let store = try SQLiteMessageStore(file: file) { id in
                guard id == 6, let store = opened.withLock({ $0 }) else { return }
                // Inside the open transaction: a screen reads on another thread.
                let answered = DispatchSemaphore(value: 0)
                let ids = Mutex<[Int]>([])
                Thread {
                    ids.withLock { $0 = (try? store.messages(matching: MessageQuery()).map(\.id)) ?? [] }
                    answered.signal()
                }.start()
                let inTime = answered.wait(timeout: .now() + 5) == .success
                seen.withLock { $0 = (inTime, ids.withLock { $0 }) }
            }
            opened.withLock { $0 = store }
            _ = try filled(store)
            try store.save([message(5, lunch, "see you"), message(6, lunch, "bring the menu")])
            let read = try #require(seen.withLock { $0 })
            expect(read.inTime, "the read waited for the batch to commit")
            expect(read.ids, equals: [1, 2, 3, 4], "the read saw the batch before it committed")
            expect(try store.messages(matching: MessageQuery()).map(\.id), equals: [1, 2, 3, 4, 5, 6])
        }
    }

    @Test("a file system where the write-ahead log cannot work is refused, not silently kept in another journal")
    func journalModeIsChecked() throws {
        try withScratchFolder { folder in
            let file = folder.appendingPathComponent("messages.sqlite")
            var options = SQLiteOptions()
            options.vfs = "unix-none"  // SQLite's file layer without locks or shared memory
            #expect(
                throws: StoreError.engineFailed(
                    path: file.path, reason: "the journal mode 'wal' could not be set; the file stays in 'delete'")
            ) { try SQLiteMessageStore(file: file, options: options) }
        }
    }

    @Test("stores opening the same new file at the same moment all open it, migrated once")
    func concurrentOpensOfANewFile() async throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for round in 1...5 {
            let file = folder.appendingPathComponent("messages-\(round).sqlite")
            let versions = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 1...4 {
                    group.addTask { try await onThreadOfItsOwn { try SQLiteMessageStore(file: file).schemaVersion } }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            expect(versions, equals: Array(repeating: SQLiteSchema.current, count: 4))
        }
    }
}

/// A new empty folder (the caller removes it).
func scratchFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftpatterns-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
