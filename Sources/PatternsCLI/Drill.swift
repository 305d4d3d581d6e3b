import CatalogKit
import DrillContent
import ExampleKit
import Foundation

/// One drill: an exercise package that `patterns drill <id>` writes, in which the learner
/// writes a pattern's code until the catalogue's contract checks pass.
///
/// Authored under `Drills/` (see CONTRIBUTING.md) and embedded in the binary: the task
/// (`Tasks/<id>.md`: a front matter with `id`, a one-line `task`, the `contracts` files of
/// PatternContracts it needs and, for a drill whose skeleton is a broken implementation to
/// repair, `kind: fix`, or "before" code to refactor, `kind: refactor`; then the task in plain
/// words), the skeleton, the solution and the tests.
struct Drill: Sendable {
    /// Whether the learner writes the code from a skeleton, or repairs a broken implementation.
    enum Kind: String, Sendable {
        /// The skeleton leaves the code to write (the default).
        case write
        /// The skeleton is a broken implementation whose contract fails: "fix the bug".
        case fix
        /// The skeleton is working "before" code with a smell: characterization tests pin what
        /// it does, and the smell's measure, read from the learner's sources, must improve.
        case refactor
    }

    var id: String
    var kind: Kind
    /// The task in one line, for `patterns drill --list`; a fix drill's starts "Fix the bug: ",
    /// a refactoring drill's "Refactor: ".
    var task: String
    /// The task file after its front matter: the task in plain words, then the `## Hints`
    /// list. Split only when asked, since every run that lists the drills reads every task.
    var taskText: String
    /// The task in plain words: the problem and the properties the tests check.
    var body: String { Self.splitHints(taskText).text }
    /// The hints, mildest first (the task's `## Hints` list, which the README leaves out):
    /// `patterns drill <id> --hint` shows one more each time.
    var hints: [String] { Self.splitHints(taskText).hints }
    /// The PatternContracts files the tests use, besides `Core.swift` and `Watchdog.swift`.
    var contracts: [String]
    /// File names and texts of the skeleton, the solution, and the tests.
    var skeleton: [TextFile]
    var solution: [TextFile]
    var tests: [TextFile]

    /// Every drill embedded in the tool, by id.
    static let all: [Drill] = drills(from: DrillContent.files)

    /// The ids of the embedded drills, from their task files' names alone (`Tasks/<id>.md`; a
    /// test holds them to the ids the tasks declare): what `list`, `progress` and `study`
    /// need, without parsing every task on each run.
    static let ids: [String] = DrillContent.files.compactMap { file in
        guard file.path.hasPrefix("Tasks/"), file.path.hasSuffix(".md") else { return nil }
        return String(file.path.dropFirst("Tasks/".count).dropLast(".md".count))
    }.sorted()

    /// The drills in `files` (paths as `DrillContent.files` gives them), sorted by id; a
    /// task file without an `id` and a `task` line, or with a `kind` other than `write`,
    /// `fix` or `refactor`, is no drill.
    static func drills(from files: [TextFile]) -> [Drill] {
        // One pass over the files: `Role/<id>/<path>` grouped by role and id (every run that
        // reads the drills, list and progress included, does this).
        var folders: [String: [TextFile]] = [:]
        for file in files {
            let parts = file.path.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, parts[0] != "Tasks" else { continue }
            folders["\(parts[0])/\(parts[1])", default: []].append(TextFile(path: String(parts[2]), text: file.text))
        }
        func folder(_ role: String, _ id: String) -> [TextFile] {
            folders["\(role)/\(id)"] ?? []
        }
        return files.filter { $0.path.hasPrefix("Tasks/") && $0.path.hasSuffix(".md") }.compactMap { file in
            let (head, body) = FrontMatter.read(file.text)
            guard let id = head.value("id"), let task = head.value("task"),
                let kind = Kind(rawValue: head.value("kind") ?? "write")
            else { return nil }
            let contracts = head.value("contracts").flatMap(FrontMatter.items(of:))?.filter { !$0.isEmpty } ?? []
            return Drill(
                id: id, kind: kind, task: kind.lead + task, taskText: body,
                contracts: contracts, skeleton: folder("Skeletons", id),
                solution: folder("Solutions", id), tests: folder("Tests", id))
        }.sorted { $0.id < $1.id }
    }

    /// The task's text without its `## Hints` section, and the section's items: each `- `
    /// line, with the lines indented under it joined to it.
    static func splitHints(_ body: String) -> (text: String, hints: [String]) {
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == "## Hints" }) else {
            return (body, [])
        }
        var text = lines[..<start].joined(separator: "\n")
        while text.hasSuffix("\n\n") { text.removeLast() }
        var hints: [String] = []
        for line in lines[(start + 1)...] {
            if line.hasPrefix("## ") { break }
            if line.hasPrefix("- ") {
                hints.append(String(line.dropFirst(2)))
            } else if line.hasPrefix("  "), let last = hints.indices.last {
                hints[last] += " " + line.drop { $0 == " " }
            }
        }
        return (text, hints)
    }

    /// The files of the drill's package, paths relative to its folder: the skeleton, or
    /// with `solution` the catalogue's implementation, in the same shape.
    func packageFiles(name: String, solution: Bool, library: [TextFile]) -> [TextFile] {
        var files: [TextFile] = [
            TextFile(path: "Package.swift", text: packageManifest),
            TextFile(path: "README.md", text: readme(name: name, solution: solution)),
            TextFile(path: ".gitignore", text: ".build/\n.swiftpm/\n"),
        ]
        files += (solution ? self.solution : skeleton).map { TextFile(path: "Sources/Drill/\($0.path)", text: $0.text) }
        files += tests.map { TextFile(path: "Tests/DrillTests/\($0.path)", text: $0.text) }
        let wanted = Set(["Core", "Watchdog"] + contracts).map { "PatternContracts/\($0).swift" }
        files += library.filter { wanted.contains($0.path) }.sorted { $0.path < $1.path }.map {
            TextFile(path: "Sources/\($0.path)", text: $0.text)
        }
        return files
    }

    private var packageManifest: String {
        """
        // swift-tools-version: 6.1
        import PackageDescription

        // A drill from the SwiftPatterns catalogue: write the code in Sources/Drill until
        // `swift test` passes. Sources/PatternContracts holds the catalogue's contract
        // checkers, copied here so that the package builds on its own, offline. They need
        // Swift 6.1 or later (Xcode 16.3 or later): the tests' time limit uses a Swift
        // Testing trait that 6.1 introduced.
        let package = Package(
            name: "drill-\(id)",
            platforms: [.macOS(.v15)],
            targets: [
                .target(name: "Drill"),
                .target(name: "PatternContracts"),
                .testTarget(name: "DrillTests", dependencies: ["Drill", "PatternContracts"]),
            ],
            swiftLanguageModes: [.v6]
        )

        """
    }

    private func readme(name: String, solution: Bool) -> String {
        let lead =
            solution
            ? "This is the catalogue's solution: `swift test` passes. Write the drill yourself with `patterns drill \(id)`."
            : "Run `swift test`: it fails until the code is right, and every failure names the property that does not hold yet."
        return """
            # Drill: \(name)

            \(task)

            \(lead)

            ## The task

            \(body)

            ## The files

            - `Sources/Drill/`: \(kind.sources)
            - `Tests/DrillTests/`: how the checks drive your code. Leave them as they are.
            - `Sources/PatternContracts/`: the checkers, from the SwiftPatterns library
              `PatternContracts`. Add that library to your app's test target to run the same
              checks on your own types.

            `patterns explain \(id)` tells the pattern's story; `patterns drill \(id) --solution --output DIR`
            writes the catalogue's answer next to yours.

            """
    }
}

extension Drill.Kind {
    /// What the one-line task starts with in `patterns drill --list`.
    var lead: String {
        switch self {
        case .write: ""
        case .fix: "Fix the bug: "
        case .refactor: "Refactor: "
        }
    }

    /// What the package's `Sources/Drill/` holds, as its README says.
    var sources: String {
        switch self {
        case .write: "the code to write (the types, with what they must do in their comments)."
        case .fix: "the code to fix (the types, with what they must do in their comments)."
        case .refactor:
            "the \"before\" code to refactor: keep what it does (the characterization tests compare it with "
                + "the original, kept in `Tests/DrillTests/`) and improve the measure the task states."
        }
    }
}
