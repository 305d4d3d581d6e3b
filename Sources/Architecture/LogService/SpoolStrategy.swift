import Foundation
import Futubra

/// How a spool weighs its entries, and its two limits in that unit: when the memory queue
/// moves to disk, and when the disk holds enough to send.
package protocol SpoolStrategy: Sendable {
    /// The memory queue moves to disk once it weighs this much.
    var memoryLimit: Int { get }
    /// The disk is sent once it weighs this much.
    var waterLine: Int { get }
    /// What one entry weighs.
    func weight(of entry: LogEntry) -> Int
}

/// The default strategy: every entry weighs one, so the limits are entry counts.
package struct EntryCountStrategy: SpoolStrategy {
    package var memoryLimit: Int
    package var waterLine: Int

    /// Memory holds fewer than `memoryLimit` entries; `waterLine` entries on disk are sent.
    package init(memoryLimit: Int = 8, waterLine: Int = 32) {
        self.memoryLimit = max(memoryLimit, 1)
        self.waterLine = max(waterLine, 1)
    }

    package func weight(of entry: LogEntry) -> Int { 1 }
}

/// Weighs each entry by the bytes of its JSON, so a few long entries move to disk as soon as
/// many short ones would.
struct ByteCountStrategy: SpoolStrategy {
    var memoryLimit: Int
    var waterLine: Int

    func weight(of entry: LogEntry) -> Int {
        (try? FutubraJSON.encode(entry).count) ?? entry.message.utf8.count
    }
}
