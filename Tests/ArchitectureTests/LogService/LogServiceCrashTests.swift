import ContractSupport
import Foundation
import Futubra
import FutubraServer
import Testing

@testable import Architecture

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One life of the probe: its output read line by line, its input for receipts.
final class ProbeChild {
    private let process = Process()
    private let output = Pipe()
    private let input = Pipe()
    private var buffer = Data()

    init(_ binary: URL, _ arguments: [String]) throws {
        for descriptor in [
            output.fileHandleForReading, output.fileHandleForWriting, input.fileHandleForReading,
            input.fileHandleForWriting,
        ].map(\.fileDescriptor) {
            // Only this child gets these pipes: another test's child must not hold them open.
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        process.executableURL = binary
        process.arguments = arguments
        process.standardOutput = output
        process.standardInput = input
        try process.run()
        try? output.fileHandleForWriting.close()
        try? input.fileHandleForReading.close()
    }

    /// The next line; `nil` once the child is gone and everything it wrote was read.
    func readLine() -> String? {
        while true {
            if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<end], as: UTF8.self)
                buffer.removeSubrange(buffer.startIndex...end)
                return line
            }
            let more = output.fileHandleForReading.availableData
            if more.isEmpty { return nil }
            buffer.append(more)
        }
    }

    func acknowledge() {
        try? input.fileHandleForWriting.write(contentsOf: Data("ack\n".utf8))
    }

    func killHard() {
        sendKill(to: process.processIdentifier)
    }
}

/// SIGKILL: the process stops at once, with no chance to write anything more.
private func sendKill(to process: Int32) {
    _ = kill(process, SIGKILL)
}

/// What one life of the writer reported before it died.
struct WriterLife {
    var logged: [(id: String, level: String, inMemory: Int)] = []

    /// The entries the last report counted in memory: what this life may lose.
    var memoryTail: Set<String> { Set(logged.suffix(logged.last?.inMemory ?? 0).map(\.id)) }
    /// Entries whose `log` returned and that were on disk by then.
    var durable: Set<String> { Set(logged.map(\.id)).subtracting(memoryTail) }
}

@Suite(.timeLimit(.minutes(3)), .watchdog) struct LogServiceCrashTests {
    @Test(
        "a writer killed at random moments delivers everything that reached disk once, and loses at most its memory queue"
    )
    func killedWriterLosesOnlyTheMemoryQueue() async throws {
        let binary = try crashProbe()
        _ = signal(SIGPIPE, SIG_IGN)
        let started = ContinuousClock.now
        let memoryLimit = 4
        let waterLine = 8
        // SIGKILL ends the process, not the kernel: what reached the page cache survives, so the
        // test may use a memory file system where there is one (the `fsync`s, which only a
        // power cut needs, then cost nothing and the test stays fast).
        let memoryDisk = URL(fileURLWithPath: "/dev/shm")
        let base =
            FileManager.default.isWritableFile(atPath: memoryDisk.path)
            ? memoryDisk : FileManager.default.temporaryDirectory
        let directory = base.appendingPathComponent("log-kill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = FeedServer(feed: Feed())
        // The lives block on pipes and process exits: on a thread of their own, never on one
        // of the test pool's few threads, which other tests (a first-use race) need free.
        let (lives, kills) = try await onThreadOfItsOwn { () throws -> ([WriterLife], Int) in
            var random = SeededGenerator(state: 0x10_65)  // SplitMix64: the same kill moments on every run
            var lives: [WriterLife] = []
            var kills = 0
            for life in 1...22 {
                let steps = Int.random(in: 1...24, using: &random)
                let child = try ProbeChild(
                    binary, ["log", directory.path, "\(life)", "\(memoryLimit)", "\(waterLine)"])
                var record = WriterLife()
                var seen = 0
                while let line = child.readLine() {
                    let alive = seen < steps
                    seen += 1
                    let fields = line.split(separator: " ")
                    if fields.first == "logged", fields.count == 4, let inMemory = Int(fields[3]) {
                        record.logged.append((String(fields[1]), String(fields[2]), inMemory))
                    } else if fields.first == "send", alive {
                        _ = server.respond(method: "POST", path: "/logs", body: Data(line.dropFirst(5).utf8))
                        if seen < steps { child.acknowledge() }
                    }
                    if alive, seen == steps {
                        child.killHard()
                        kills += 1
                    }
                }
                lives.append(record)
            }
            return (lives, kills)
        }

        let restarted = RemoteLogReporter(
            persistence: LogSpool(
                directory: directory, strategy: EntryCountStrategy(memoryLimit: memoryLimit, waterLine: waterLine)),
            uploader: ReporterRig(server: server).uploader, clock: VirtualClock())
        await restarted.flush()
        let reopened = LogSpool(directory: directory)
        expect(reopened.unreadableFiles == 0 && reopened.diskCount == 0)

        let delivered = Set(server.reportedLogs.map(\.id))
        expect(delivered.count, equals: server.reportedLogs.count, "each entry delivered once")
        var lost = 0
        var fatalLost = 0
        for (number, life) in lives.enumerated() {
            let missing = Set(life.logged.map(\.id)).subtracting(delivered)
            expect(life.durable.isSubset(of: delivered), "life \(number + 1): an entry on disk was not delivered")
            expect(missing.isSubset(of: life.memoryTail), "life \(number + 1): lost entries not in memory")
            expect(missing.count < memoryLimit)
            let fatalMissing = life.logged.filter { $0.level == "fatal" && missing.contains($0.id) }
            expect(fatalMissing.isEmpty, "life \(number + 1): a fatal entry was lost")
            lost += missing.count
            fatalLost += fatalMissing.count
        }
        let logged = lives.reduce(0) { $0 + $1.logged.count }
        let fatals = lives.flatMap(\.logged).filter { $0.level == "fatal" }.count
        expect(kills >= 20)
        let figures =
            "log-service kill test: \(kills) kills, \(logged) entries logged, \(delivered.count) delivered, "
            + "\(lost) lost (memory limit \(memoryLimit)), \(server.duplicateLogs) resent and deduplicated, "
            + "\(fatals) fatal logged and \(fatalLost) lost, "
            + "\(ContinuousClock.now - started)\n"
        FileHandle.standardError.write(Data(figures.utf8))
    }
}
