import Architecture
import Foundation
import FutubraServer
import Synchronization

/// `crash-probe log <directory> <life> <memory-limit> <water-line> [in-place|twice]`: a writer
/// for the log service's kill test.
///
/// It logs errors, every seventh entry fatal, through a ``LogService`` to a
/// ``RemoteLogReporter`` over a ``LogSpool`` in `directory`, until it is killed. It stops at
/// every step that matters and reports it on standard output, then waits for the test's
/// answer on standard input, so the test kills it exactly where it chooses:
///
/// | line | when | answer |
/// |---|---|---|
/// | `opened <entries on disk> <unreadable files>` | the spool is open | `go` |
/// | `logged <id> <level> <entries in memory>` | a `log` returned | `go` |
/// | `writing <bytes written> <bytes>` | half of a batch file is written | `go` |
/// | `flushed` | a batch file is written and flushed, not yet renamed | `go` |
/// | `send <entries as JSON>` | the uploader sends a batch | `ack`, or anything else for a failure |
/// | `removed <id>,<id>…` | a batch left the disk after its receipt | `go` |
///
/// Entry ids start with `life<life>-`, unique across restarts. `in-place` writes batch files
/// without a temporary file and a rename (the broken writer), `twice` sends every batch twice
/// (the broken reporter): the controls the kill test must reject.
enum LogCrashProbe {
    static func run(_ arguments: [String]) -> Never {
        Task {
            exit(await logUntilKilled(arguments))
        }
        dispatchMain()
    }

    private static func logUntilKilled(_ arguments: [String]) async -> Int32 {
        let mode = arguments.count == 6 ? arguments[5] : "atomic"
        guard arguments.count == 5 || arguments.count == 6, let memoryLimit = Int(arguments[3]),
            let waterLine = Int(arguments[4]), ["atomic", "in-place", "twice"].contains(mode)
        else {
            FileHandle.standardError.write(
                Data("usage: crash-probe log <directory> <life> <memory-limit> <water-line> [in-place|twice]\n".utf8))
            return 64
        }
        let files = BatchDirectory(
            url: URL(fileURLWithPath: arguments[1]), mode: mode == "in-place" ? .inPlace : .temporaryThenRename,
            calls: BatchDirectory.FileCalls(write: stoppingHalfWay, flush: stoppingAfterFlush))
        let spool = LogSpool(files: files, strategy: EntryCountStrategy(memoryLimit: memoryLimit, waterLine: waterLine))
        _ = Conversation.ask("opened \(spool.diskCount) \(spool.unreadableFiles)")
        let reporter = RemoteLogReporter(
            persistence: ReportedRemovals(spool: spool), uploader: PipeUploader(sends: mode == "twice" ? 2 : 1))
        let log = LogService(idPrefix: "life\(arguments[2])")
        await log.register(reporter, for: [.error, .fatal])
        reporter.resume()
        for number in 1...1_000_000 {
            let entry = await log.log(number % 7 == 0 ? .fatal : .error, "entry \(number)", from: "probe")
            _ = Conversation.ask("logged \(entry.id) \(entry.level.rawValue) \(spool.memoryCount)")
        }
        return 0
    }

    /// Flushes, and after a batch file's flush (not the directory's) stops to report it: the
    /// moment between a whole temporary file and its rename.
    private static let stoppingAfterFlush: @Sendable (Int32) -> Int32 = { descriptor in
        let result = BatchDirectory.FileCalls.system.flush(descriptor)
        var status = stat()
        if result == 0, fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
            _ = Conversation.ask("flushed")
        }
        return result
    }

    /// What the batch being written still needs, after its first half.
    private static let rest = Mutex(0)

    /// Writes the first half of each batch file, stops to report it, and lets the writer go
    /// on with the rest in one more write: the moment a kill leaves half a batch file behind,
    /// if the write is not atomic.
    private static let stoppingHalfWay: @Sendable (Int32, UnsafeRawPointer, Int) -> Int = { descriptor, bytes, count in
        let isRest = rest.withLock { $0 == count }
        let written = BatchDirectory.FileCalls.system.write(descriptor, bytes, isRest ? count : max(count / 2, 1))
        rest.withLock { $0 = written > 0 ? count - written : 0 }
        if !isRest, written > 0, written < count { _ = Conversation.ask("writing \(written) \(count)") }
        return written
    }
}

/// The spool, reporting each batch that leaves the disk after its receipt.
private struct ReportedRemovals: LogPersistence {
    let spool: LogSpool

    func append(_ entry: LogEntry) { spool.append(entry) }
    var reachedWaterLine: Bool { spool.reachedWaterLine }
    func oldestBatch() -> LogBatch? { spool.oldestBatch() }
    func flushMemory() { spool.flushMemory() }

    func remove(_ batch: LogBatch) {
        spool.remove(batch)
        _ = Conversation.ask("removed " + batch.entries.map(\.id).joined(separator: ","))
    }
}

/// The probe's uploader: the batch goes to the test on standard output, the receipt comes
/// back on standard input. A broken one sends each batch more than once.
private struct PipeUploader: LogUploader {
    /// The test answered something other than `ack`, or closed the pipe.
    struct NotAcknowledged: Error {}

    /// How many times each batch is sent.
    let sends: Int

    func upload(_ entries: [LogEntry]) async throws -> LogReceipt {
        let body = try JSONEncoder().encode(entries)
        for _ in 0..<sends {
            guard Conversation.ask("send " + String(decoding: body, as: UTF8.self)) == "ack" else {
                throw NotAcknowledged()
            }
        }
        return LogReceipt(accepted: entries.count, duplicates: 0)
    }
}

/// Lines to and from the test: one question and its answer at a time, whichever task asks
/// (the logging task and the upload task take turns, so the test reads one step at a time).
private enum Conversation {
    private static let turn = Mutex(())

    /// Writes `line`, then reads the answer: one line from standard input, without its
    /// newline; `nil` at the end of input.
    static func ask(_ line: String) -> String? {
        turn.withLock { _ in
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
            var bytes: [UInt8] = []
            while true {
                let next = FileHandle.standardInput.readData(ofLength: 1)
                guard let byte = next.first else { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
                if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
                bytes.append(byte)
            }
        }
    }
}
