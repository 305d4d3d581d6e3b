import Architecture
import Foundation
import FutubraServer

/// `crash-probe log <directory> <life> <memory-limit> <water-line>`: a writer for the log
/// service's kill test.
///
/// It logs errors, every seventh entry fatal, through a ``LogService`` to a
/// ``RemoteLogReporter`` over a ``LogSpool`` in `directory`, until it is killed. After each
/// `log` returns it reports one line on standard output: `logged <id> <level> <in memory>`.
/// Its uploader is the pipe: it writes `send <entries as JSON>` and waits for the test to
/// answer `ack` on standard input, so the test can kill it between the server's receipt and
/// the batch's removal. Entry ids start with `life<life>-`, unique across restarts.
enum LogCrashProbe {
    static func run(_ arguments: [String]) -> Never {
        Task {
            exit(await logUntilKilled(arguments))
        }
        dispatchMain()
    }

    private static func logUntilKilled(_ arguments: [String]) async -> Int32 {
        guard arguments.count == 5, let memoryLimit = Int(arguments[3]), let waterLine = Int(arguments[4]) else {
            FileHandle.standardError.write(
                Data("usage: crash-probe log <directory> <life> <memory-limit> <water-line>\n".utf8))
            return 64
        }
        let spool = LogSpool(
            directory: URL(fileURLWithPath: arguments[1]),
            strategy: EntryCountStrategy(memoryLimit: memoryLimit, waterLine: waterLine))
        let reporter = RemoteLogReporter(persistence: spool, uploader: PipeUploader())
        let log = LogService(idPrefix: "life\(arguments[2])")
        await log.register(reporter, for: [.error, .fatal])
        reporter.resume()
        for number in 1...1_000_000 {
            let entry = await log.log(number % 7 == 0 ? .fatal : .error, "entry \(number)", from: "probe")
            ProbePipe.send("logged \(entry.id) \(entry.level.rawValue) \(spool.memoryCount)")
        }
        return 0
    }
}

/// The probe's uploader: the batch goes to the test on standard output, the receipt comes
/// back on standard input.
private struct PipeUploader: LogUploader {
    /// The test answered something other than `ack`, or closed the pipe.
    struct NotAcknowledged: Error {}

    func upload(_ entries: [LogEntry]) async throws -> LogReceipt {
        let body = try JSONEncoder().encode(entries)
        ProbePipe.send("send " + String(decoding: body, as: UTF8.self))
        guard ProbePipe.receive() == "ack" else { throw NotAcknowledged() }
        return LogReceipt(accepted: entries.count, duplicates: 0)
    }
}

/// Lines to and from the test.
private enum ProbePipe {
    static func send(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// One line from standard input, without its newline; `nil` at the end of input.
    static func receive() -> String? {
        var bytes: [UInt8] = []
        while true {
            let next = FileHandle.standardInput.readData(ofLength: 1)
            guard let byte = next.first else { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
    }
}
