import ContractSupport
import Foundation
import Testing

@testable import StudyKit

/// What several processes recording answers at once left in the file.
struct RecordingRun: Sendable, CustomStringConvertible {
    var expected = 0
    var found = 0
    var lost: [String] = []
    var failures: [String] = []

    var description: String { "\(found) of \(expected) answers in the file, \(lost.count) lost" }
}

/// Starts `processes` probes on one file, lets them go at once (each waits for `go` after it
/// reports `ready`), each recording `answers` answers, each its own change of the file; waits
/// for them to end and reads the file. Blocks: run it on its own thread.
func recordAtOnce(processes: Int, answers: Int, mode: String) throws -> RecordingRun {
    let probe = try crashProbe()
    var run = RecordingRun()
    try withScratchFolder { folder in
        let url = folder.appendingPathComponent("progress.json")
        let children = try (1...processes).map { number in
            try ProbeChild(probe, ["progress", url.path, "record", "p\(number)", "\(answers)", mode])
        }
        for child in children where child.readLine() != "ready" {
            run.failures.append("a probe did not get ready: \(child.waitForExit())")
        }
        for child in children { child.send("go") }
        for (number, child) in children.enumerated() {
            let last = child.readLine()
            let errors = child.waitForExit()
            if last != "done" || child.process.terminationStatus != 0 {
                run.failures.append("probe \(number + 1) ended with '\(last ?? "nothing")': \(errors)")
            }
        }
        let progress = try ProgressFile(url: url).load()
        run.found = progress.questions.count
        for number in 1...processes {
            for answer in 1...answers {
                run.expected += 1
                let question = StudyQuestion(entry: "answers", text: "p\(number) \(answer)")
                if progress.questions[question.id] == nil { run.lost.append(question.text) }
            }
        }
    }
    return run
}

/// Runs ``recordAtOnce(processes:answers:mode:)`` on its own thread and records an issue
/// unless every answer of every process is in the file.
func checkNoAnswerLost(
    processes: Int, answers: Int, mode: String, sourceLocation: SourceLocation = #_sourceLocation
) async throws -> RecordingRun {
    let run = try await onThreadOfItsOwn { try recordAtOnce(processes: processes, answers: answers, mode: mode) }
    FileHandle.standardError.write(Data("progress file, \(processes) processes at once (\(mode)): \(run)\n".utf8))
    for failure in run.failures { Issue.record("\(failure)", sourceLocation: sourceLocation) }
    if !run.lost.isEmpty || run.found != run.expected {
        Issue.record("answers were lost: \(run); the first lost: \(run.lost.prefix(5))", sourceLocation: sourceLocation)
    }
    return run
}

@Suite("Several patterns processes at once, each recording answers", .timeLimit(.minutes(1)), .watchdog)
struct ProgressConcurrencyTests {
    @Test(
        "three processes recording 40 answers each at once lose none: each change is lock, read, change, write, unlock")
    func concurrentProcessesLoseNothing() async throws {
        let run = try await checkNoAnswerLost(processes: 3, answers: 40, mode: "locked")
        expect(run.found, equals: 120)
    }

    @Test("control: the same processes reading, changing and writing without the lock lose answers", .tags(.control))
    func controlWithoutLockLosesAnswers() async throws {
        await withKnownIssue {
            _ = try await checkNoAnswerLost(processes: 3, answers: 40, mode: "unlocked")
        }
    }
}
