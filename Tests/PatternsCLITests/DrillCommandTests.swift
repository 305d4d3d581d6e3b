import ContractSupport
import DrillContent
import ExampleKit
import Foundation
import SourceScan
import Testing

@testable import PatternsCLI

@Suite("patterns drill", .timeLimit(.minutes(3)), .watchdog)
struct DrillCommandTests {
    /// A new empty folder under the system's temporary folder.
    private static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("drill-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Every file under `url`, paths relative to it.
    private static func listing(_ url: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: url.path)
        return (enumerator?.allObjects as? [String] ?? []).sorted()
    }

    private static func text(_ url: URL, _ path: String) -> String? {
        try? String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a drill is a package: the task, the skeleton, its tests, and only the checkers they use") {
            let base = try Self.scratch()
            defer { try? FileManager.default.removeItem(at: base) }
            let result = await runTool(["drill", "Publish-Subscribe"], currentDirectory: base.path)
            expect(result.status, equals: 0, "\(result.err)")
            expect(result.out.contains("cd drill-observer && swift test"))
            let root = base.appendingPathComponent("drill-observer")
            let drill = try #require(Drill.all.first { $0.id == "observer" })
            expect(
                Self.listing(root).filter { $0.hasSuffix(".swift") || $0.hasSuffix(".md") },
                equals: [
                    "Package.swift", "README.md", "Sources/Drill/FeedEvent.swift", "Sources/Drill/FeedPublisher.swift",
                    "Sources/PatternContracts/Core.swift", "Sources/PatternContracts/Observer.swift",
                    "Sources/PatternContracts/Watchdog.swift",
                    "Tests/DrillTests/ObserverDrillTests.swift",
                ])
            let skeleton = try #require(drill.skeleton.first { $0.path == "FeedPublisher.swift" })
            expect(Self.text(root, "Sources/Drill/FeedPublisher.swift"), equals: skeleton.text)
            let readme = try #require(Self.text(root, "README.md"))
            expect(readme.contains(drill.task) && readme.contains("cancelled by an earlier subscriber"))
            let manifest = try #require(Self.text(root, "Package.swift"))
            expect(manifest.contains(#".testTarget(name: "DrillTests", dependencies: ["Drill", "PatternContracts"])"#))
        },
        Check("--solution writes the catalogue's implementation in the same shape, into --output") {
            let base = try Self.scratch()
            defer { try? FileManager.default.removeItem(at: base) }
            let skeleton = await runTool(["drill", "command", "--output", "mine"], currentDirectory: base.path)
            let solution = await runTool(
                ["drill", "command", "--solution", "--output=answer"], currentDirectory: base.path)
            expect(skeleton.status == 0 && solution.status == 0, "\(skeleton.err)\(solution.err)")
            let mine = base.appendingPathComponent("mine")
            let answer = base.appendingPathComponent("answer")
            expect(Self.listing(mine), equals: Self.listing(answer))
            let drill = try #require(Drill.all.first { $0.id == "command" })
            let written = Self.text(answer, "Sources/Drill/PostEditor.swift")
            expect(written, equals: drill.solution.first { $0.path == "PostEditor.swift" }?.text)
            expect(written != Self.text(mine, "Sources/Drill/PostEditor.swift"))
        },
        Check("it refuses a non-empty folder, a file, an unknown id and an id with no drill: exit 64, nothing written")
        {
            let base = try Self.scratch()
            defer { try? FileManager.default.removeItem(at: base) }
            try FileManager.default.createDirectory(
                at: base.appendingPathComponent("drill-observer"), withIntermediateDirectories: true)
            try Data("mine".utf8).write(to: base.appendingPathComponent("drill-observer/notes.txt"))
            try Data("a file".utf8).write(to: base.appendingPathComponent("file"))
            let before = Self.listing(base)
            let cases: [(arguments: [String], message: String)] = [
                (["drill", "observer"], "'drill-observer' is not empty"),
                (["drill", "observer", "--output", "file"], "'file' is a file, not a folder"),
                (["drill", "obsrver"], "no entry 'obsrver' (did you mean 'observer'?)"),
                (["drill", "big-design-up-front"], "'big-design-up-front' has no drill yet; the drills are "),
                (
                    ["drill", "--list", "observer"],
                    "'drill' takes no id with --list, got 'observer'; see 'patterns help drill'"
                ),
                (["drill", "--list", "--solution"], "'--list' cannot be combined with '--solution'"),
                (["drill"], "'drill' takes exactly one id (or --list), got none"),
                (["drill", "observer", "--output="], "'--output' needs a folder"),
            ]
            for (arguments, message) in cases {
                let result = await runTool(arguments, currentDirectory: base.path)
                expect(result.status, equals: 64, "\(arguments)")
                expect(
                    result.err.hasPrefix("patterns: ") && result.err.contains(message), "\(arguments): \(result.err)")
                expect(result.out.isEmpty, "\(arguments)")
            }
            expect(Self.listing(base), equals: before)
        },
        Check("--list shows every drill with its task; help documents the command") {
            let list = await runTool(["drill", "--list"])
            expect(list.status, equals: 0)
            for drill in Drill.all {
                expect(list.out.contains("  \(drill.id)") && list.out.contains(drill.task), "\(drill.id)")
            }
            let help = await runTool(["help", "drill"])
            for option in ["--solution", "--output DIR", "--list", "swift test"] {
                expect(help.out.contains(option), "\(option)")
            }
        },
        Check("the drill ids read from the task files' names are the ids the tasks declare") {
            expect(Drill.ids, equals: Drill.all.map(\.id))
            expect(Drill.ids.count > 40, "\(Drill.ids.count) drills")
        },
        Check("a drill whose skeleton is a broken implementation says so: 'kind: fix' in its task, shown by --list") {
            let drills = Drill.drills(from: [
                TextFile(
                    path: "Tasks/a.md", text: "---\nid: a\ntask: two callers create twice\nkind: fix\n---\nThe task."),
                TextFile(path: "Tasks/b.md", text: "---\nid: b\ntask: Write a pool.\n---\nThe task."),
                TextFile(path: "Tasks/c.md", text: "---\nid: c\ntask: Mend it.\nkind: mend\n---\nThe task."),
            ])
            expect(drills.map(\.id), equals: ["a", "b"], "a kind other than write or fix is no drill")
            expect(drills.map(\.kind), equals: [.fix, .write])
            expect(drills.map(\.task), equals: ["Fix the bug: two callers create twice", "Write a pool."])
            let fixes = Drill.all.filter { $0.kind == .fix }
            expect(fixes.count >= 3, "\(fixes.map(\.id))")
            let list = await runTool(["drill", "--list"])
            for drill in fixes {
                expect(list.out.contains("  \(drill.id)") && list.out.contains(drill.task), "\(drill.id)")
                expect(drill.task.hasPrefix("Fix the bug: "), "\(drill.id)")
            }
        },
        Check("at least 12 drills over 4 families, each an entry with a task, skeleton, solution and tests") {
            let drills = Drill.all
            let tasks = DrillContent.files.filter { $0.path.hasPrefix("Tasks/") }
            expect(drills.count, equals: tasks.count, "a task file without 'id:' and 'task:'")
            expect(drills.count >= 12)
            let catalog = try Session(registry: .standard, console: RecordingConsole().console()).loadCatalog()
            var families: Set<String> = []
            for drill in drills {
                let entry = try #require(catalog.entry(id: drill.id), "\(drill.id) is no entry")
                families.insert(entry.family.id)
                expect(!drill.skeleton.isEmpty && !drill.tests.isEmpty && !drill.body.isEmpty, "\(drill.id)")
                expect(drill.skeleton.map(\.path), equals: drill.solution.map(\.path), "\(drill.id)")
                expect(drill.skeleton.map(\.text) != drill.solution.map(\.text), "\(drill.id): nothing to write")
            }
            expect(families.count >= 4)
        },
        Check("each drill's tests use only the PatternContracts files it lists, so its small package builds") {
            let library = DrillContent.files.filter { $0.path.hasPrefix("PatternContracts/") }
            expect(library.count >= 10)
            let declared: [String: Set<String>] = Dictionary(
                uniqueKeysWithValues: library.map { file in
                    let tokens = SwiftTokens(file.text).tokens
                    var names: Set<String> = []
                    // What the file offers: the names after a top-level `public [final] func|class|…`.
                    var depth = 0
                    for (index, token) in tokens.enumerated() {
                        if token == .punctuation("{") { depth += 1 }
                        if token == .punctuation("}") { depth -= 1 }
                        // Also `public static var|let|func` at any depth: a trait such as
                        // `.watchdog` is used by that name alone.
                        guard token == .name("public") else { continue }
                        let rest = tokens.dropFirst(index + 1).drop { $0 == .name("final") || $0 == .name("static") }
                        let isStatic = tokens.dropFirst(index + 1).first == .name("static")
                        guard case .name(let keyword)? = rest.first,
                            depth == 0 && ["func", "class", "struct", "enum", "protocol"].contains(keyword)
                                || isStatic && ["func", "var", "let"].contains(keyword),
                            case .name(let name)? = rest.dropFirst().first
                        else { continue }
                        names.insert(name)
                    }
                    return (file.path, names)
                })
            func used(by text: String) -> Set<String> {
                Set(
                    SwiftTokens(text).tokens.compactMap { token in if case .name(let name) = token { name } else { nil }
                    })
            }
            for drill in Drill.all {
                let listed = Set((["Core", "Watchdog"] + drill.contracts).map { "PatternContracts/\($0).swift" })
                expect(listed.isSubset(of: Set(declared.keys)), "\(drill.id): \(listed)")
                var needed: Set<String> = []
                var queue = drill.tests.map(\.text)
                while let text = queue.popLast() {
                    let names = used(by: text)
                    for file in library
                    where !needed.contains(file.path) && !declared[file.path, default: []].isDisjoint(with: names) {
                        needed.insert(file.path)
                        queue.append(file.text)
                    }
                }
                expect(needed.isSubset(of: listed), "\(drill.id) also needs \(needed.subtracting(listed).sorted())")
            }
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}
