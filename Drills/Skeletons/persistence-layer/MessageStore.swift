/// A direct message as it is stored.
struct StoredMessage: Equatable, Sendable, CustomStringConvertible {
    let id: Int
    let text: String

    var description: String { "#\(id) '\(text)'" }
}

/// Where messages are kept, one record per id: a file per message, a key-value store. Any
/// write may fail (the disk is full, the device is locked); a read and a delete do not.
protocol MessageDisk: AnyObject {
    /// The message stored under `id`, if there is one.
    func read(_ id: Int) -> StoredMessage?
    /// Stores `message` under its id, replacing what was there.
    func write(_ message: StoredMessage) throws
    /// Removes what is stored under `id`, if anything.
    func delete(_ id: Int)
}

/// The persistence layer of the messenger: the screens and the sync save whole batches (a
/// conversation's new messages), and a batch is saved all or nothing.
final class MessageStore {
    let disk: any MessageDisk

    init(disk: any MessageDisk) {
        self.disk = disk
    }

    /// Stores every message of `batch` (a message whose id is stored already replaces it), or,
    /// if a write fails, throws its error and leaves the disk exactly as it was.
    func save(_ batch: [StoredMessage]) throws {
        // BUG: the messages are written one by one and the first failure ends the save: the
        // messages written before it stay on the disk, half a batch.
        for message in batch {
            try disk.write(message)
        }
    }
}
