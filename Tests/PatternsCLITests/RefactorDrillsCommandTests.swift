import ContractSupport
import ExampleKit
import Foundation
import Testing

@testable import PatternsCLI

/// The refactoring drills as the tool shows them: `kind: refactor` in the task, "Refactor: " in
/// `drill --list` and `explain`, "before" code in the package's README and on the entry's page.
@Suite("patterns drill: refactoring drills", .timeLimit(.minutes(3)), .watchdog)
struct RefactorDrillsCommandTests {
    static let ids: Set = [
        "god-object", "bloaters", "object-orientation-abusers", "change-preventers", "couplers", "yo-yo-problem",
    ]

    @Test("a refactoring drill says so: 'kind: refactor' in its task, 'Refactor: ' in --list and explain")
    func refactorKind() async throws {
        let parsed = Drill.drills(from: [
            TextFile(path: "Tasks/a.md", text: "---\nid: a\ntask: split the screen.\nkind: refactor\n---\nThe task.")
        ])
        expect(parsed.map(\.kind), equals: [.refactor])
        expect(parsed.map(\.task), equals: ["Refactor: split the screen."])
        let refactors = Drill.all.filter { $0.kind == .refactor }
        expect(Self.ids.isSubset(of: Set(refactors.map(\.id))), "\(refactors.map(\.id))")
        let catalog = try Registry.standard.catalog()
        let list = await runTool(["drill", "--list"], width: 400)
        for drill in refactors {
            expect(list.out.contains("  \(drill.id)") && list.out.contains(drill.task), "\(drill.id)")
            expect(drill.task.hasPrefix("Refactor: "), "\(drill.id)")
            expect(catalog.entry(id: drill.id)?.family.id, equals: "anti-patterns", "\(drill.id)")
            expect(drill.contracts, equals: ["Refactoring"], "\(drill.id)")
            expect(drill.hints.count, equals: 3, "\(drill.id)")
            for named in ["behaviour kept", "the measure, at most", "(measure not improved)", "(behaviour changed)"] {
                expect(drill.body.contains(named), "\(drill.id)'s task names '\(named)'")
            }
            let original = drill.tests.filter { $0.path.hasPrefix("Original") }.map(\.path)
            expect(original.count, equals: 1, "\(drill.id) keeps the original code in its tests")
            expect(
                drill.skeleton.contains { "Original" + $0.path == original.first },
                "\(drill.id): the kept original is one of the skeleton's files")
        }
        let explain = await runTool(["explain", "god-object"])
        expect(explain.out.contains("DRILL\n  Refactor: "), "\(explain.out.suffix(300))")
    }

    @Test("a refactoring drill's package holds the before code, the original in its tests, and the source reader")
    func package() async throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("drill-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        let result = await runTool(["drill", "god-object"], currentDirectory: base.path)
        expect(result.status, equals: 0, "\(result.err)")
        let root = base.appendingPathComponent("drill-god-object")
        let files = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).sorted()
        for path in [
            "Sources/Drill/TimelineScreen.swift", "Tests/DrillTests/OriginalTimelineScreen.swift",
            "Tests/DrillTests/GodObjectDrillTests.swift", "Sources/PatternContracts/Refactoring.swift",
        ] {
            expect(files.contains(path), "\(path) in \(files)")
        }
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        expect(readme.contains("the \"before\" code to refactor"), "\(readme.prefix(600))")
        let page = try String(
            contentsOf: URL(fileURLWithPath: packageRoot).appendingPathComponent("docs/anti-patterns/god-object.md"),
            encoding: .utf8)
        expect(page.contains("\"before\" code to refactor: characterization tests pin what it does"))
        expect(page.contains("struct GodObjectDrillTests"), "the page shows the drill's test, not the kept original")
    }
}
