import Foundation
import Futubra
import MessageTrace
import Synchronization

/// The entries a reporter has not delivered yet, read back from disk as one batch.
public struct LogBatch: Equatable, Sendable {
    /// The batch's file name.
    public var name: String
    /// Its entries, in the order they were logged.
    public var entries: [LogEntry]
}

/// What a remote reporter needs from its buffers, and all it knows of them: append, whether
/// the water line is reached, the oldest batch, and removing a batch once it is delivered.
public protocol LogPersistence: Sendable {
    /// Keeps `entry` (in memory or on disk, as the implementation decides).
    func append(_ entry: LogEntry)
    /// Whether what waits on disk is worth sending.
    var reachedWaterLine: Bool { get }
    /// The oldest batch on disk, if any.
    func oldestBatch() -> LogBatch?
    /// Forgets `batch`: the server has acknowledged it.
    func remove(_ batch: LogBatch)
    /// Moves whatever waits in memory to disk now.
    func flushMemory()
}

/// Two buffers for log entries: a queue in memory that moves to disk, as one batch file, when
/// it reaches the strategy's memory limit; and the directory of batch files.
///
/// A fatal entry moves the queue to disk at once, itself included, so it is on disk before
/// the `log` that carried it returns. A disk cap in bytes drops the oldest batches when the
/// server has been away too long, and counts the entries dropped. A spool opened on a
/// directory that holds batches (after a crash) picks them up; a file it cannot read (a
/// broken writer's, or storage damage) is deleted and counted, never read again.
///
/// When the disk refuses a batch (full, or locked by data protection), the queue stays in
/// memory and is written at the next entry past the limit; meanwhile the queue is held to
/// ``memoryCap``, dropping its oldest entries (fatal ones last), and every entry dropped is
/// counted. A fatal entry the disk refused is counted in ``fatalsOnlyInMemory`` until it
/// reaches disk.
///
/// What a process kill loses, when the disk takes every write: the memory queue, less than
/// ``SpoolStrategy/memoryLimit`` of entries whose `log` returned, none of them fatal.
///
/// ```swift
/// let spool = LogSpool(directory: logs, strategy: EntryCountStrategy(memoryLimit: 8, waterLine: 32))
/// spool.append(entry)
/// ```
public final class LogSpool: LogPersistence {
    /// One batch file as the spool indexes it.
    private struct StoredBatch {
        var name: String
        var count: Int
        var fatal: Int
        var weight: Int
        var bytes: Int
    }

    /// Both buffers and the counters, under one lock.
    private struct Contents {
        var memory: [LogEntry] = []
        var memoryWeight = 0
        var disk: [StoredBatch] = []
        var nextNumber = 1
        var dropped = 0
        var droppedFatal = 0
        var unreadable = 0
        var writeFailures = 0
    }

    /// How entries are weighed.
    let strategy: any SpoolStrategy
    /// The most the batch files may take, in bytes.
    let diskCap: Int
    /// The most the memory queue may weigh while the disk refuses it (four times the memory
    /// limit unless given).
    let memoryCap: Int
    /// Whether a fatal entry goes to disk before `append` returns (only a broken spool says no).
    let writesFatalThrough: Bool
    private let files: BatchDirectory
    private let contents: Mutex<Contents>

    /// A spool over `directory`, picking up the batches a previous run left there.
    public convenience init(
        directory: URL, strategy: any SpoolStrategy = EntryCountStrategy(), diskCap: Int = 1 << 20
    ) {
        self.init(files: BatchDirectory(url: directory), strategy: strategy, diskCap: diskCap)
    }

    /// A spool over the batch directory `files`; `memoryCap` bounds the memory queue while
    /// the disk refuses it; `writesFatalThrough` is `false` only in a broken spool.
    package init(
        files: BatchDirectory, strategy: any SpoolStrategy = EntryCountStrategy(), diskCap: Int = 1 << 20,
        memoryCap: Int? = nil, writesFatalThrough: Bool = true
    ) {
        self.strategy = strategy
        self.diskCap = diskCap
        self.memoryCap = max(memoryCap ?? strategy.memoryLimit * 4, strategy.memoryLimit)
        self.writesFatalThrough = writesFatalThrough
        self.files = files
        var found = Contents()
        for name in files.batchNames {
            found.nextNumber = max(found.nextNumber, (Int(name.prefix { $0.isNumber }) ?? 0) + 1)
            // A file that cannot be opened now (on iOS, protected until the first unlock) is
            // left alone for a later launch; only one read whole but not a batch is damaged.
            guard let data = files.contents(of: name) else { continue }
            guard let entries = try? FutubraJSON.decode([LogEntry].self, from: data) else {
                files.delete(name)
                found.unreadable += 1
                continue
            }
            let weight = entries.reduce(0) { $0 + strategy.weight(of: $1) }
            found.disk.append(
                StoredBatch(
                    name: name, count: entries.count, fatal: entries.filter { $0.level == .fatal }.count,
                    weight: weight, bytes: data.count))
        }
        contents = Mutex(found)
    }

    /// Entries waiting in memory.
    public var memoryCount: Int { contents.withLock { $0.memory.count } }
    /// Entries waiting on disk.
    public var diskCount: Int { contents.withLock { $0.disk.reduce(0) { $0 + $1.count } } }
    /// Batch files on disk.
    var diskBatches: Int { contents.withLock { $0.disk.count } }
    /// Bytes the batch files take.
    var diskBytes: Int { contents.withLock { $0.disk.reduce(0) { $0 + $1.bytes } } }
    /// Entries a cap dropped: the disk cap, or the memory cap while the disk refused writes.
    var droppedCount: Int { contents.withLock { $0.dropped } }
    /// Fatal entries among them.
    var droppedFatalCount: Int { contents.withLock { $0.droppedFatal } }
    /// Batch files read whole but not a batch, deleted (a crash-safe writer never leaves
    /// any). A file that cannot be opened at all is kept for a later launch, not counted.
    package var unreadableFiles: Int { contents.withLock { $0.unreadable } }
    /// Batches that could not be written (they stay in memory and are tried again).
    var writeFailures: Int { contents.withLock { $0.writeFailures } }
    /// Fatal entries that the disk refused and that wait in memory: the ones a crash now loses.
    var fatalsOnlyInMemory: Int { contents.withLock { $0.memory.filter { $0.level == .fatal }.count } }

    public func append(_ entry: LogEntry) {
        contents.withLock { held in
            held.memory.append(entry)
            held.memoryWeight += strategy.weight(of: entry)
            if held.memoryWeight >= strategy.memoryLimit || (entry.level == .fatal && writesFatalThrough) {
                spill(&held)
            }
        }
    }

    public var reachedWaterLine: Bool {
        contents.withLock { $0.disk.reduce(0) { $0 + $1.weight } >= strategy.waterLine }
    }

    public func oldestBatch() -> LogBatch? {
        contents.withLock { held in
            while let first = held.disk.first {
                held.disk.removeFirst()
                // Not readable now: kept on disk for a later launch, skipped for this one.
                guard let data = files.contents(of: first.name) else { continue }
                if let entries = try? FutubraJSON.decode([LogEntry].self, from: data) {
                    held.disk.insert(first, at: 0)
                    return LogBatch(name: first.name, entries: entries)
                }
                files.delete(first.name)
                held.unreadable += 1
            }
            return nil
        }
    }

    public func remove(_ batch: LogBatch) {
        contents.withLock { held in
            files.delete(batch.name)
            held.disk.removeAll { $0.name == batch.name }
        }
    }

    public func flushMemory() {
        contents.withLock { spill(&$0) }
    }

    /// Writes the memory queue as one batch file, then holds the disk to its cap; if the disk
    /// refuses, holds the memory queue to its cap.
    private func spill(_ held: inout Contents) {
        guard !held.memory.isEmpty else { return }
        let digits = String(held.nextNumber)
        let name = String(repeating: "0", count: max(0, 10 - digits.count)) + digits + ".batch"
        guard let data = try? FutubraJSON.encode(held.memory), files.store(data, as: name) else {
            held.writeFailures += 1
            holdMemoryToItsCap(&held)
            return
        }
        Trace.note(over: "LogSpool", "memory queue (\(held.memory.count)) to disk")
        held.disk.append(
            StoredBatch(
                name: name, count: held.memory.count, fatal: held.memory.filter { $0.level == .fatal }.count,
                weight: held.memoryWeight, bytes: data.count))
        held.nextNumber += 1
        held.memory = []
        held.memoryWeight = 0
        while held.disk.count > 1, held.disk.reduce(0, { $0 + $1.bytes }) > diskCap {
            let oldest = held.disk.removeFirst()
            files.delete(oldest.name)
            held.dropped += oldest.count
            held.droppedFatal += oldest.fatal
            Trace.note(over: "LogSpool", "disk cap: dropped the oldest \(oldest.count) entries")
        }
    }

    /// Drops the oldest entries of the memory queue, fatal ones last, until it weighs no more
    /// than ``memoryCap``; counts what it dropped.
    private func holdMemoryToItsCap(_ held: inout Contents) {
        while held.memoryWeight > memoryCap, !held.memory.isEmpty {
            let index = held.memory.firstIndex { $0.level != .fatal } ?? 0
            let dropped = held.memory.remove(at: index)
            held.memoryWeight -= strategy.weight(of: dropped)
            held.dropped += 1
            if dropped.level == .fatal { held.droppedFatal += 1 }
        }
    }
}
