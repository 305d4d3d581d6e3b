import Foundation
import Futubra
import FutubraServer

/// Saves numbered batches of messages into a SQLite message file, reporting each step, until
/// it has written `batches` or its process is killed: the writer the crash test kills.
///
/// Batch `k` holds ``size(ofBatch:)`` messages in conversation #1, with ids `k`, `1000 + k`,
/// `2000 + k` …: its rows land between the rows of every earlier batch, so a batch changes
/// pages all over the table, not only new ones at its end. With the small page cache the
/// writer opens the file with, a batch's changed pages leave memory before it commits: into
/// the log (WAL), into the file after their old contents went to the journal (rollback), or
/// straight into the file (no journal, the control). A kill at that moment is where a missing
/// journal shows.
///
/// Before writing batch `k`, the writer reports `saving k n`; as each message is written
/// (inside the transaction, before it commits), `row k i`; once committed, `saved k`. After
/// each report it waits for `proceed` to return, so a test that kills it while it waits knows
/// exactly which step it had reached. A writer started on a file that already holds batches
/// goes on after the last one. Public so the `crash-probe` executable can run it.
///
/// ```swift
/// try MessageBatchWriter(file: url, mode: .transaction, journal: .writeAheadLog)
///     .run(batches: 3, report: { line in print(line) }, proceed: {})
/// ```
public struct MessageBatchWriter: Sendable {
    /// How a batch reaches the file.
    public enum Mode: String, Sendable {
        /// One transaction per batch: ``SQLiteMessageStore`` itself.
        case transaction
        /// One message at a time: ``MessageSaveByOne`` over the same file.
        case oneByOne = "one-by-one"
    }

    /// The conversation every batch goes to.
    static let conversation = Conversation(id: ConversationID(1), participants: [SampleFeed.anna, SampleFeed.bob])

    /// Pages of cache the writer's connections keep: small, so a batch spills before it commits.
    static let pageCache = 10

    let file: URL
    let mode: Mode
    let journal: SQLiteOptions.Journal

    /// A writer of `file` in `mode`, with `journal` (named as `PRAGMA journal_mode` names it:
    /// `wal`, `delete`, `off`, `memory`); nil when the journal is not one of those.
    public init?(file: URL, mode: Mode, journal: String) {
        guard let journal = SQLiteOptions.Journal(rawValue: journal) else { return nil }
        self.init(file: file, mode: mode, journal: journal)
    }

    /// A writer of `file` in `mode`, with `journal`.
    init(file: URL, mode: Mode, journal: SQLiteOptions.Journal) {
        (self.file, self.mode, self.journal) = (file, mode, journal)
    }

    /// The options the writer and the test that checks its file open the file with.
    var options: SQLiteOptions {
        var options = SQLiteOptions()
        options.journal = journal
        options.pageCache = Self.pageCache
        return options
    }

    /// How many messages batch `number` holds: 5 to 144, varying from batch to batch.
    static func size(ofBatch number: Int) -> Int { 5 + (number * 37) % 140 }

    /// The batch a message id belongs to.
    static func batchNumber(of id: Int) -> Int { id % 1000 }

    /// Batch `number`'s messages (`number` below 1000).
    static func batch(_ number: Int) -> [DirectMessage] {
        let size = size(ofBatch: number)
        return (0..<size).map { row in
            DirectMessage(
                id: row * 1000 + number, conversation: conversation.id, author: SampleFeed.anna,
                text: "batch \(number), message \(row + 1) of \(size)")
        }
    }

    /// Writes `batches` more batches (or goes on until killed, up to batch 999), reporting each
    /// step to `report` and waiting for `proceed` after each.
    public func run(
        batches: Int = .max, report: @escaping @Sendable (String) -> Void, proceed: @escaping @Sendable () -> Void
    ) throws {
        let step: @Sendable (String) -> Void = { line in
            report(line)
            proceed()
        }
        let file = try SQLiteMessageStore(file: file, options: options) { id in
            step("row \(Self.batchNumber(of: id)) \(id / 1000)")
        }
        let store: any MessageStore = mode == .transaction ? file : MessageSaveByOne(base: file)
        try store.save(Self.conversation)
        let last = try store.messages(matching: MessageQuery()).map { Self.batchNumber(of: $0.id) }.max() ?? 0
        for number in (last + 1)..<1000 {
            guard number - last <= batches else { return }
            step("saving \(number) \(Self.size(ofBatch: number))")
            try store.save(Self.batch(number))
            step("saved \(number)")
        }
    }
}
