import ContractSupport
import Foundation
import StudyKit
import Testing

@testable import PatternsCLI

/// `patterns drill <id> --hint`: one more hint each call, remembered in the progress file.
@Suite("patterns drill --hint gives one hint at a time", .timeLimit(.minutes(1)), .watchdog)
struct DrillHintTests {
    static let originals = [
        "builder", "chain-of-responsibility", "command", "decorator", "flyweight", "iterator", "memento", "mvvm",
        "observer", "proxy", "singleton", "state",
    ]

    private static func scratchFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("hint-test-\(UUID().uuidString)")
            .appendingPathComponent("progress.json")
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("the twelve original drills have hints, and the README a learner gets leaves them out") {
            for id in Self.originals {
                let drill = try #require(Drill.all.first { $0.id == id }, "\(id)")
                expect(drill.hints.count >= 3, "\(id) has \(drill.hints.count) hints")
                let readme = drill.packageFiles(name: id, solution: false, library: []).first { $0.path == "README.md" }
                let text = try #require(readme?.text)
                expect(!text.contains("## Hints"), "\(id)")
                for hint in drill.hints {
                    expect(!text.contains(hint), "\(id): the README shows a hint")
                }
            }
        },
        Check("a task's hints are the items of its ## Hints list, continuation lines joined") {
            let (text, hints) = Drill.splitHints("The task.\n\n## Hints\n\n- first,\n  continued\n- second\n")
            expect(text, equals: "The task.\n")
            expect(hints, equals: ["first, continued", "second"])
            expect(Drill.splitHints("No hints.\n").hints, equals: [])
        },
        Check("each call shows the next hint, then the last stays; the file remembers how many were shown") {
            let file = Self.scratchFile()
            let drill = try #require(Drill.all.first { $0.id == "observer" })
            var shown: [String] = []
            for _ in 0...drill.hints.count {
                let result = await runTool(["drill", "observer", "--hint", "--progress", file.path], width: 1000)
                expect(result.status, equals: 0, "\(result.err)")
                shown.append(result.out)
            }
            for (index, out) in shown.enumerated() {
                let number = min(index, drill.hints.count - 1)
                expect(out.contains("Hint \(number + 1) of \(drill.hints.count)"), "\(out)")
                expect(out.contains(drill.hints[number]), "\(out)")
            }
            expect(shown.last?.contains("That was the last hint") == true)
            expect(try ProgressFile(url: file).load().hints, equals: ["observer": drill.hints.count])
            let other = await runTool(["drill", "state", "--hint", "--progress", file.path])
            expect(other.out.contains("Hint 1 of"), "\(other.out)")
        },
        Check("--hint writes no drill, refuses --solution and --output, and a damaged file exits 65 untouched") {
            let file = Self.scratchFile()
            let conflict = await runTool(["drill", "observer", "--hint", "--solution", "--progress", file.path])
            expect(conflict.status, equals: 64)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let bytes = Data("not json".utf8)
            try bytes.write(to: file)
            let damaged = await runTool(["drill", "observer", "--hint", "--progress", file.path])
            expect(damaged.status, equals: 65)
            expect(damaged.err.contains(file.path), "\(damaged.err)")
            expect(try Data(contentsOf: file), equals: bytes)
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}
