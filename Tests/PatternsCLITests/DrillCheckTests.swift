import ContractSupport
import Foundation
import StudyKit
import Synchronization
import Testing

@testable import PatternsCLI

/// `patterns drill check [DIR]`, with a stand-in for `swift test` that answers as told and
/// records how it was run.
@Suite("patterns drill check runs the drill's tests and records the result", .timeLimit(.minutes(1)), .watchdog)
struct DrillCheckTests {
    /// A stand-in for the program runner: the statuses to answer, in turn, and the runs.
    final class FakeRunner: Sendable {
        private let state: Mutex<(statuses: [Int32], runs: [(arguments: [String], folder: String)])>

        init(statuses: [Int32]) { state = Mutex((statuses, [])) }

        var runs: [(arguments: [String], folder: String)] { state.withLock { $0.runs } }

        func run(_ arguments: [String], _ folder: String, _ output: @Sendable (String) -> Void) -> Int32 {
            output("Test run with 3 tests\n")
            return state.withLock { state in
                state.runs.append((arguments, folder))
                return state.statuses.isEmpty ? 0 : state.statuses.removeFirst()
            }
        }
    }

    private static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("check-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private static func run(_ arguments: [String], in folder: URL, runner: FakeRunner) async -> (
        status: Int32, out: String, err: String
    ) {
        let recorder = RecordingConsole()
        var console = recorder.console(currentDirectory: folder.path)
        console.runProgram = { runner.run($0, $1, $2) }
        let status = await PatternsTool.main(arguments, console: console)
        return (status, recorder.out, recorder.err)
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a failing run and a passing run are both recorded; progress counts the drill passed") {
            let base = try Self.scratch()
            defer { try? FileManager.default.removeItem(at: base) }
            let progress = base.appendingPathComponent("progress.json").path
            let runner = FakeRunner(statuses: [1, 0])
            let written = await Self.run(["drill", "observer", "--output", "mine"], in: base, runner: runner)
            expect(written.status, equals: 0, "\(written.err)")
            let failed = await Self.run(["drill", "check", "mine", "--progress", progress], in: base, runner: runner)
            expect(failed.status, equals: 1, "\(failed.err)")
            expect(failed.out.contains("Test run with 3 tests"), "\(failed.out)")
            expect(failed.out.contains("does not pass yet (swift test exited 1)"), "\(failed.out)")
            let passed = await Self.run(
                ["drill", "check", "--progress", progress], in: base.appendingPathComponent("mine"), runner: runner)
            expect(passed.status, equals: 0, "\(passed.err)")
            expect(passed.out.contains("drill passes"), "\(passed.out)")
            expect(runner.runs.map(\.arguments), equals: [["swift", "test"], ["swift", "test"]])
            let folder = base.appendingPathComponent("mine").standardizedFileURL.path
            expect(runner.runs.map(\.folder), equals: [folder, folder])
            let record = try #require(try ProgressFile(url: URL(fileURLWithPath: progress)).load().drills["observer"])
            expect(record.attempts, equals: 2)
            expect(record.passes, equals: 1)
            expect(record.lastPassed, equals: true)
            let shown = await Self.run(["progress", "--progress", progress], in: base, runner: runner)
            let row = shown.out.split(separator: "\n").first { $0.hasPrefix("communication ") }
            expect(
                row?.hasSuffix(" 1 of \(Drill.all.filter { ["communication"].contains(family(of: $0.id)) }.count)")
                    == true,
                "\(shown.out)")
        },
        Check("a folder that is not a drill package exits 66, and a damaged progress file 65, before any test runs") {
            let base = try Self.scratch()
            defer { try? FileManager.default.removeItem(at: base) }
            let runner = FakeRunner(statuses: [])
            let progress = base.appendingPathComponent("progress.json")
            let empty = await Self.run(["drill", "check", "--progress", progress.path], in: base, runner: runner)
            expect(empty.status, equals: 66)
            expect(empty.err.contains("has no Package.swift"), "\(empty.err)")
            try Data("// swift-tools-version: 6.1\nlet package = Package(name: \"app\")\n".utf8)
                .write(to: base.appendingPathComponent("Package.swift"))
            let other = await Self.run(["drill", "check", "--progress", progress.path], in: base, runner: runner)
            expect(other.status, equals: 66)
            expect(other.err.contains("names no drill"), "\(other.err)")
            try Data("let package = Package(name: \"drill-state\")\n".utf8).write(
                to: base.appendingPathComponent("Package.swift"))
            let bytes = Data("{".utf8)
            try bytes.write(to: progress)
            let damaged = await Self.run(["drill", "check", "--progress", progress.path], in: base, runner: runner)
            expect(damaged.status, equals: 65)
            expect(try Data(contentsOf: progress), equals: bytes)
            expect(runner.runs.isEmpty, "swift test ran")
        },
        Check("the drill is the one the manifest names") {
            expect(
                Session.drillID(inManifest: "let package = Package(\n    name: \"drill-key-value-observing\",\n"),
                equals: "key-value-observing")
            expect(Session.drillID(inManifest: "let package = Package(name: \"MyApp\")"), equals: nil)
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}

/// The family id of entry `id`.
private func family(of id: String) -> String {
    (try? Registry.standard.catalog().entry(id: id)?.family.id) ?? ""
}
