import ContractSupport
import Foundation
import Futubra
import FutubraServer
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
                    2
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
                try SQLiteSchema.migrate(old, from: 0, to: 1)
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
