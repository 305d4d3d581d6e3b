import Foundation
import Futubra
import FutubraServer

/// Saves numbered batches of messages into a SQLite message file, reporting each step, until
/// it has written `batches` or its process is killed: the writer the crash test kills.
///
/// Batch `k` holds ``size(ofBatch:)`` messages with ids `k * 1000 + 0`, `+ 1`, … in
/// conversation #1. Before writing it, the writer reports `saving k n`; as each message is
/// written (inside the transaction, before it commits), `row k i`; once committed, `saved k`.
/// A writer started on a file that already holds batches goes on after the last one. Public
/// so the `crash-probe` executable can run it.
///
/// ```swift
/// try MessageBatchWriter(file: url, mode: .transaction).run(batches: 3) { line in log(line) }
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

    let file: URL
    let mode: Mode

    /// A writer of `file` in `mode`.
    public init(file: URL, mode: Mode) {
        self.file = file
        self.mode = mode
    }

    /// How many messages batch `number` holds: 5 to 144, varying from batch to batch.
    static func size(ofBatch number: Int) -> Int { 5 + (number * 37) % 140 }

    /// Batch `number`'s messages.
    static func batch(_ number: Int) -> [DirectMessage] {
        let size = size(ofBatch: number)
        return (0..<size).map { row in
            DirectMessage(
                id: number * 1000 + row, conversation: conversation.id, author: SampleFeed.anna,
                text: "batch \(number), message \(row + 1) of \(size)")
        }
    }

    /// Writes `batches` more batches (or goes on until killed), reporting each step to `report`.
    public func run(batches: Int = .max, report: @escaping @Sendable (String) -> Void) throws {
        let file = try SQLiteMessageStore(file: file) { id in report("row \(id / 1000) \(id % 1000)") }
        let store: any MessageStore = mode == .transaction ? file : MessageSaveByOne(base: file)
        try store.save(Self.conversation)
        let last = try store.messages(matching: MessageQuery(order: .newestFirst)).first.map { $0.id / 1000 } ?? 0
        for number in (last + 1)... {
            guard number - last <= batches else { return }
            report("saving \(number) \(Self.size(ofBatch: number))")
            try store.save(Self.batch(number))
            report("saved \(number)")
        }
    }
}
