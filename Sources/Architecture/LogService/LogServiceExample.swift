import ExampleKit
import Foundation
import Futubra
import FutubraServer
import Synchronization

/// Plays the log service of the messaging app: five levels, a console printer and a remote
/// reporter; the memory queue moving to disk, a fatal written through, the water line sending
/// the disk, the server down and retried with backoff, and a restart that finds on disk all
/// but the memory queue.
public struct LogServiceExample: Example {
    public static let id = "log-service"
    public init() {}

    public func run(in transcript: Transcript) async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("log-service-example-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = FeedServer(feed: Feed())
        let clock = VirtualClock()
        let network = URLSessionEndpointService(
            server: server, tokens: SharedTokens(accessToken: "", refreshToken: ""), clock: clock)
        let uploader = EndpointLogUploader(service: network)
        let strategy = EntryCountStrategy(memoryLimit: 3, waterLine: 6)
        let spool = LogSpool(directory: directory, strategy: strategy)
        let reporter = RemoteLogReporter(
            persistence: spool, uploader: uploader, clock: clock, random: SplitMix64(seed: 4))
        let console = ConsoleLines()
        let log = LogService(idPrefix: "phone")
        await log.register(ConsolePrinter { console.append($0) }, for: Set(LogLevel.allCases))
        await log.register(reporter, for: [.error, .fatal])
        func show(_ label: String, _ spool: LogSpool) {
            transcript.line(
                "\(label): memory \(spool.memoryCount), disk \(spool.diskCount) in \(spool.diskBatches) file(s), "
                    + "server \(server.reportedLogs.count)")
        }

        transcript.section("five levels; each observer gets the levels it registered for")
        await log.log(.debug, "thread #1 opened", from: "ThreadScreen")
        await log.log(.info, "3 messages loaded", from: "ThreadScreen")
        await log.log(.warning, "token expires in 30 s", from: "EndpointService")
        await log.log(.error, "send failed: status 503", from: "ThreadScreen")
        for line in console.take() { transcript.line("console \(line)") }
        show("reporter (error, fatal)", spool)

        transcript.section("the memory queue moves to disk when it holds 3 entries")
        await log.log(.error, "image upload failed", from: "Composer")
        show("2 errors", spool)
        await log.log(.error, "conversation #9: status 404", from: "ThreadScreen")
        show("3 errors", spool)

        transcript.section("a fatal entry is on disk before log returns")
        await log.log(.fatal, "message store unreadable", from: "Persistence")
        show("after the fatal", spool)

        transcript.section("at the water line (6 on disk) the disk is sent, and removed once acknowledged")
        for text in ["retry 1 failed", "retry 2 failed", "retry 3 failed"] {
            await log.log(.error, text, from: "Composer")
        }
        await reporter.idle()
        show("7 on disk, sent", spool)
        transcript.line("server holds: \(server.reportedLogs.map(\.id).joined(separator: " "))")

        transcript.section("the server is down: batches wait on disk, retried with growing, jittered waits")
        server.failNext(6)
        for number in 1...6 { await log.log(.error, "offline \(number)", from: "SyncService") }
        await reporter.idle()
        show("4 attempts failed", spool)
        reporter.resume()
        await reporter.idle()
        let waits = clock.sleeps.map {
            "\($0.components.seconds * 1_000 + $0.components.attoseconds / 1_000_000_000_000_000) ms"
        }
        transcript.line("waits on the clock: \(waits.joined(separator: ", ")) (ceilings 1, 2, 4, 8, 16, 32 s)")
        show("resumed: after 6 failures in a row, a success", spool)

        transcript.section("a crash loses the memory queue, and nothing that reached disk")
        for number in 1...5 { await log.log(.error, "before the crash \(number)", from: "SyncService") }
        show("at the crash", spool)
        let reopened = LogSpool(directory: directory, strategy: strategy)
        show("after the restart", reopened)
        let restarted = RemoteLogReporter(
            persistence: reopened, uploader: uploader, clock: clock, random: SplitMix64(seed: 5))
        await restarted.flush()
        show("flushed", reopened)
        transcript.line("lost: the 2 entries that were in memory; repeats the server refused: \(server.duplicateLogs)")
        for line in console.take().suffix(2) { transcript.line("console \(line)") }
    }
}

/// The console printer's sink in the run: lines kept in order until the run shows them.
private final class ConsoleLines: Sendable {
    private let lines = Mutex<[String]>([])

    func append(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    func take() -> [String] {
        lines.withLock { lines in
            defer { lines = [] }
            return lines
        }
    }
}
