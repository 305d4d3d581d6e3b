import PatternContracts
import Testing

@testable import Drill

/// A disk in memory whose write number `failingWrite` (counted from 1) fails, once.
final class ScriptedMessageDisk: MessageDisk {
    struct DiskFull: Error, CustomStringConvertible {
        var description: String { "the disk is full" }
    }

    private var records: [Int: StoredMessage]
    private let failingWrite: Int?
    private var writes = 0

    init(holding messages: [StoredMessage], failingWrite: Int?) {
        records = Dictionary(uniqueKeysWithValues: messages.map { ($0.id, $0) })
        self.failingWrite = failingWrite
    }

    /// What the disk holds, by id.
    var contents: String {
        records.keys.sorted().compactMap { records[$0]?.description }.joined(separator: ", ")
    }

    func read(_ id: Int) -> StoredMessage? { records[id] }

    func write(_ message: StoredMessage) throws {
        writes += 1
        if writes == failingWrite { throw DiskFull() }
        records[message.id] = message
    }

    func delete(_ id: Int) { records[id] = nil }
}

@Suite("Persistence layer drill", .timeLimit(.minutes(1)), .watchdog)
struct PersistenceLayerDrillTests {
    /// Stored before the save: #2 is replaced by the batch.
    static let stored = [StoredMessage(id: 1, text: "hello"), StoredMessage(id: 2, text: "see you")]
    static let batch = [
        StoredMessage(id: 2, text: "see you soon"), StoredMessage(id: 3, text: "on my way"),
        StoredMessage(id: 4, text: "here"),
    ]

    @Test("a batch is saved whole, or, when a write fails part-way, not at all and the caller hears why")
    func allOrNothing() {
        checkAllOrNothingContract(
            writes: 3, savedState: "#1 'hello', #2 'see you soon', #3 'on my way', #4 'here'"
        ) { failingWrite in
            MessageStore(disk: ScriptedMessageDisk(holding: Self.stored, failingWrite: failingWrite))
        } save: { store in
            try store.save(Self.batch)
        } state: { store in
            (store.disk as? ScriptedMessageDisk)?.contents ?? "a disk the test did not make"
        }
    }
}
