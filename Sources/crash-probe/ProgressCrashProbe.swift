import Foundation
import StudyKit
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `crash-probe progress FILE save MODE BYTES`: saves answer after answer into the progress
/// file FILE until killed, the way MODE writes: `atomic` (``ProgressFile``: a temporary file
/// renamed over the old one, under the lock) or `in-place` (the control: the same lock and
/// format, but the file itself truncated and rewritten). BYTES bytes go to each write call.
/// Each save records answer n + 1, n being the answers the file holds (``ProgressRecipe``).
/// Before the first save it reports `start n`; at every step of save k it reports
/// `step k <step>` and waits for a line on standard input: `go` goes on to the next step,
/// `run` goes on without waiting again (the test then kills it at a moment it did not pick).
///
/// `crash-probe progress FILE record NAME COUNT MODE`: reports `ready`, waits for `go`, then
/// records COUNT answers to the questions `NAME 1` … `NAME COUNT`, each its own change of
/// the file, the way MODE changes it: `locked` (``ProgressFile/update(_:)``) or `unlocked`
/// (the control: the same read, change and atomic write, without the lock); then reports
/// `done`.
enum ProgressCrashProbe {
    static let usage =
        "usage: crash-probe progress FILE save atomic|in-place BYTES | progress FILE record NAME COUNT locked|unlocked"

    static func run(_ arguments: [String]) {
        // A test that has stopped listening must not kill this process with SIGPIPE before
        // its own SIGKILL: a failed write is ignored instead.
        signal(SIGPIPE, SIG_IGN)
        let url = arguments.count > 1 ? URL(fileURLWithPath: arguments[1]) : URL(fileURLWithPath: "")
        let rest = Array(arguments.dropFirst(2))
        do {
            switch (rest.first, rest.count) {
            case ("save", 3) where ["atomic", "in-place"].contains(rest[1]):
                try saveUntilKilled(url, bytes: try count(rest[2]), inPlace: rest[1] == "in-place")
            case ("record", 4) where ["locked", "unlocked"].contains(rest[3]):
                try record(url, name: rest[1], count: try count(rest[2]), locked: rest[3] == "locked")
            default:
                ProbeOutput.fail(usage)
            }
        } catch {
            ProbeOutput.fail("\(error)")
        }
    }

    private static func count(_ text: String) throws -> Int {
        guard let number = Int(text), number > 0 else { ProbeOutput.fail(usage) }
        return number
    }

    // MARK: save

    private static func saveUntilKilled(_ url: URL, bytes: Int, inPlace: Bool) throws {
        let pacer = Pacer()
        var saved = try ProgressFile(url: url).load().questions.count
        ProbeOutput.report("start \(saved)")
        while true {
            let number = saved + 1
            let steps: @Sendable (SaveStep) -> Void = { step in pacer.pause("step \(number) \(step)") }
            if inPlace {
                try InPlaceProgressWriter(url: url, bytesPerWrite: bytes, steps: steps).update {
                    ProgressRecipe.apply(number, to: &$0)
                }
            } else {
                try ProgressFile(url: url, bytesPerWrite: bytes, steps: steps).update {
                    ProgressRecipe.apply(number, to: &$0)
                }
            }
            saved = number
        }
    }

    // MARK: record

    private static func record(_ url: URL, name: String, count: Int, locked: Bool) throws {
        ProbeOutput.report("ready")
        guard readLine() == "go" else { ProbeOutput.fail("no 'go' on standard input") }
        let day = StudyDay(number: 20_000)
        for number in 1...count {
            let question = StudyQuestion(entry: "answers", text: "\(name) \(number)")
            if locked {
                try ProgressFile(url: url).update { $0.grade(question, .knew, on: day) }
            } else {
                var progress = try ProgressFile(url: url).load()
                progress.grade(question, .knew, on: day)
                try AtomicFile(url: url).write(ProgressFormat.encode(progress))
            }
        }
        ProbeOutput.report("done")
    }
}

/// The answers the save probe records, the same in the probe and in the test that checks the
/// file: answer n grades question n (in one of nine entries) on day 20,000 + n / 3, missed
/// when n is a multiple of 4, and checks drill n mod 5, passed when n is not a multiple of 3.
/// The question's text is long enough that a file of a few answers takes several writes.
enum ProgressRecipe {
    static func apply(_ number: Int, to progress: inout StudyProgress) {
        let day = StudyDay(number: 20_000 + number / 3)
        let question = StudyQuestion(
            entry: "entry-\(number % 9)",
            text: "Question \(number): what does a save killed at this very step leave behind, and why?")
        progress.grade(question, number % 4 == 0 ? .missed : .knew, on: day)
        progress.recordDrill("drill-\(number % 5)", passed: number % 3 != 0, on: day)
    }
}

/// Reports a step and waits for the test's answer, until the test says `run`.
private final class Pacer: Sendable {
    private let running = Mutex(false)

    func pause(_ line: String) {
        ProbeOutput.report(line)
        guard !running.withLock({ $0 }) else { return }
        switch readLine() {
        case "go": return
        case "run": running.withLock { $0 = true }
        default: ProbeOutput.fail("expected 'go' or 'run' on standard input")
        }
    }
}

/// The control: a save that keeps the lock and the format but writes the progress file in
/// place, truncating it and writing the new bytes over it, with no temporary file and no
/// rename (what `Data.write(to:)` without `.atomic` does). A kill between the truncation and
/// the last write leaves a file cut short.
struct InPlaceProgressWriter {
    let url: URL
    let bytesPerWrite: Int
    let steps: @Sendable (SaveStep) -> Void

    func update(_ change: (inout StudyProgress) -> Void) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let lock = FileLock(
            url: url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".lock"))
        try lock.withLock {
            steps(.locked)
            var progress = try ProgressFile(url: url).load()
            steps(.read)
            change(&progress)
            let data = ProgressFormat.encode(progress)
            let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { ProbeOutput.fail("cannot open '\(url.path)'") }
            defer { close(descriptor) }
            steps(.created)
            var offset = 0
            while offset < data.count {
                let end = min(offset + bytesPerWrite, data.count)
                let written = data[offset..<end].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                guard written > 0 else { ProbeOutput.fail("cannot write '\(url.path)'") }
                offset += written
                steps(.wrote(offset))
            }
            fsync(descriptor)
            steps(.synced)
        }
        steps(.unlocked)
    }
}
