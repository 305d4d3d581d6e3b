import CatalogContent
import CatalogKit
import ContractSupport
import ExampleKit
import Foundation
import Testing

@testable import PatternsCLI

/// The catalogue, the code, the tests and docs/ agree with each other.
@Suite("The catalogue, the examples, the tests and the docs agree", .timeLimit(.minutes(3)), .watchdog)
struct CatalogConsistencyTests {
    @Test(
        "every entry of the catalogue compiled into the tool is well formed, so is its synonym table, and every diagram follows the grammar and names only its family's types"
    )
    func catalogueIsValid() throws {
        _ = try catalog()
        #expect(throws: Never.self, "the synonym table has no malformed rule") {
            try Synonyms.read(from: CatalogContent.files)
        }
        let problems = registry.diagramProblems
        expect(problems, equals: [], "\(problems.map(\.description).joined(separator: "\n"))")
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("every entry has an example, and every example an entry") {
            let entryIDs = Set(try catalog().ids)
            let exampleIDs = registry.exampleIDs
            expect(Set(exampleIDs).count, equals: exampleIDs.count, "an example id is registered twice")
            expect(entryIDs.subtracting(exampleIDs).sorted(), equals: [], "entries without an example")
            expect(Set(exampleIDs).subtracting(entryIDs).sorted(), equals: [], "examples without an entry")
        },
        Check("every folder of Catalog/ is a registered family, and every registered family has a folder") {
            // The search folder holds the synonym table, not entries.
            let folders = Set(CatalogContent.files.compactMap { $0.path.split(separator: "/").first.map(String.init) })
                .subtracting([Synonyms.folder])
            let registered = registry.families.map(\.id)
            expect(Set(registered).count, equals: registered.count, "a family id is registered twice")
            expect(
                folders.subtracting(registered).sorted(), equals: [], "folders of Catalog/ no family target describes")
            expect(Set(registered).subtracting(folders).sorted(), equals: [], "families with no entries folder")
            for family in registry.families {
                expect(
                    registry.modules.first { $0.family == family }?.sourceFiles.contains {
                        $0.path == "\(family.moduleName).swift"
                    }, equals: true,
                    "'\(family.id)' names the module '\(family.moduleName)', whose sources lack \(family.moduleName).swift"
                )
            }
        },
        Check("the tool registers the families of Package.swift's table, in its order, each with its module and folder")
        {
            let package = try #require(PackageFolder.find(from: packageRoot))
            let manifest = try String(contentsOf: package.root.appendingPathComponent("Package.swift"), encoding: .utf8)
            // The rows of `let families … = [` up to its closing `]`: ("Module", "folder", [...]),
            let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false)
            let start = try #require(lines.firstIndex { $0.hasPrefix("let families") })
            let rows = lines[(start + 1)...].prefix { $0 != "]" }.compactMap { line -> String? in
                let fields = line.split(separator: "\"", omittingEmptySubsequences: false)
                guard line.trimmingCharacters(in: .whitespaces).hasPrefix("(\""), fields.count >= 4 else { return nil }
                return "\(fields[1]) \(fields[3])"
            }
            expect(rows.count >= 8, "the table was read: \(rows)")
            expect(registry.families.map { "\($0.moduleName) \($0.id)" }, equals: rows)
        },
        Check("every example is registered in the family of its entry") {
            let catalog = try catalog()
            for module in registry.modules {
                for example in module.examples {
                    expect(catalog.entry(id: example.id)?.family, equals: module.family, "\(example.id)")
                }
            }
        },
        Check("every entry has its implementation folder and contract tests besides the transcript") {
            let tests = try testIndex()
            for entry in try catalog().entries {
                expect(
                    !registry.sources(for: entry).isEmpty,
                    "no Sources/\(entry.family.moduleName)/<Folder> for '\(entry.id)'")
                let contracts = tests.tests(for: entry).filter { $0.kind == .contract }
                expect(contracts.count >= 2, "'\(entry.id)' needs contract tests and a transcript test")
            }
        },
        Check("an entry's implementation shows every file of its module it uses, a sibling pattern's included") {
            let catalog = try catalog()
            let coordinator = try #require(catalog.entry(id: "coordinator"))
            let paths = registry.sources(for: coordinator).map(\.path)
            expect(paths.first?.hasPrefix("Sources/UIPatterns/Coordinator/"), equals: true)
            expect(paths.contains("Sources/UIPatterns/MVVM/MVVM+CommentsViewController.swift"))
            expect(paths.contains("Sources/UIPatterns/MVVM/MVVM+CommentsViewModel.swift"))
            // Its feed view model wraps MVVM's; its feed screen is its own, so MVVM's is not shown.
            expect(paths.contains("Sources/UIPatterns/MVVM/MVVM+FeedViewModel.swift"))
            expect(!paths.contains("Sources/UIPatterns/MVVM/MVVM+FeedViewController.swift"))
            let proxy = try #require(catalog.entry(id: "proxy"))
            expect(registry.sources(for: proxy).map(\.path).contains("Sources/Structural/FeedService.swift"))
        },
        Check("every claim in an 'At a glance' table names one of the entry's own tests, never a control") {
            let index = try testIndex()
            for entry in try catalog().entries {
                // A claim about the mechanism the platform provides (a misspelled notification name
                // compiles) may rest on a platform test; a control proves only that a checker can
                // fail, so it backs no claim.
                let backing = Set(index.tests(for: entry).filter { $0.kind != .control }.map(\.name))
                for row in entry.glance {
                    expect(
                        backing.contains(row.provedBy),
                        "\(entry.path):\(row.line): '\(row.provedBy)' is not a contract or platform test of '\(entry.id)'"
                    )
                }
            }
        },
        Check("no entry lists another entry's id or name among the names it is also known as") {
            let entries = try catalog().entries
            for entry in entries {
                for alias in entry.aliases {
                    let other = entries.first {
                        $0.id != entry.id && ($0.id == alias.lowercased() || $0.name.lowercased() == alias.lowercased())
                    }
                    expect(
                        other == nil,
                        "\(entry.path): '\(alias)' is \(other?.id ?? "")'s name, not another name for '\(entry.id)'")
                }
            }
        },
        Check("every test suite and every test outside a suite has a time limit and the watchdog, so a deadlock fails")
        {
            let package = try #require(PackageFolder.find(from: packageRoot))
            let files = package.testFiles() + package.swiftFiles(under: "Drills/Tests")
            expect(files.count > 100, "the test sources were found")
            for file in files {
                // Suites and free tests start at the first column; nested suites inherit.
                let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
                for (number, line) in lines.enumerated() where line.hasPrefix("@Suite") || line.hasPrefix("@Test") {
                    // An attribute may run over several lines: read up to the declaration it marks.
                    let rest = lines[number...]
                    let end = rest.firstIndex { $0.contains("struct ") || $0.contains("func ") } ?? number
                    let attribute = rest[...end].joined(separator: " ")
                    expect(
                        attribute.contains(".timeLimit(") && attribute.contains(".watchdog"),
                        "\(file.path):\(number + 1): a suite or test with no '.timeLimit(…)' and '.watchdog'")
                }
            }
        },
        Check("docs/ is exactly what 'patterns docs' would write") {
            let result = await runTool(["docs", "--check"])
            expect(result.status, equals: 0, "\(result.err)")
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test(
        "every example prints the same transcript and trace on every run, and its trace draws a valid diagram that fits 80 columns"
    )
    func examplesAreDeterministic() async throws {
        // Every example runs once, then every example again: the second run of each comes after
        // every other example has run, so no state one leaves behind goes unnoticed.
        let runnable = try catalog().entries.compactMap { entry in registry.example(id: entry.id).map { (entry, $0) } }
        let firsts = try await ExampleRunner.runEach(runnable.map { $0.1.init() })
        let seconds = try await ExampleRunner.runEach(runnable.map { $0.1.init() })
        for ((entry, _), (firstRun, secondRun)) in zip(runnable, zip(firsts, seconds)) {
            let first = try firstRun.get()
            let second = try secondRun.get()
            expect(first.text, equals: second.text, "\(entry.id)")
            expect(first.events, equals: second.events, "\(entry.id)")
            expect(!first.lines.isEmpty, "\(entry.id) prints nothing")
            let diagram = SequenceDiagram(events: first.events)
            expect(MermaidValidator.problems(in: diagram.mermaid), equals: [], "\(entry.id)")
            expect(diagram.text(width: 80).split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(entry.id)")
        }
    }

    @Test(
        "every mutant in Scripts/mutants.tsv names an entry, a test target and a file that still holds its text, once")
    func mutantsAreCurrent() throws {
        let package = try #require(PackageFolder.find(from: packageRoot))
        let list = package.root.appendingPathComponent("Scripts/mutants.tsv")
        let text = try String(contentsOf: list, encoding: .utf8)
        let ids = Set(try catalog().entries.map(\.id))
        let targets = Set(
            (try? FileManager.default.contentsOfDirectory(atPath: package.root.appendingPathComponent("Tests").path))
                ?? []
        ).union(["DrillTests"])
        var mutants = 0
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.isEmpty && !line.hasPrefix("#") {
            let place = "Scripts/mutants.tsv:\(number + 1)"
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 6 else {
                expect(false, "\(place): \(fields.count) fields, not six")
                continue
            }
            mutants += 1
            let (entry, tests, path, find, replace) = (
                fields[0], fields[1], fields[2], Mutant.unescape(fields[3]), Mutant.unescape(fields[4])
            )
            expect(ids.contains(entry), "\(place): no entry '\(entry)'")
            let target = String(tests.prefix { $0 != "." && $0 != "/" })
            expect(targets.contains(target), "\(place): no test target '\(target)'")
            expect(find != replace, "\(place): the replacement changes nothing")
            let source = try? String(contentsOf: package.root.appendingPathComponent(path), encoding: .utf8)
            guard let source else {
                expect(false, "\(place): no file '\(path)'")
                continue
            }
            expect(
                source.components(separatedBy: find).count - 1, equals: 1,
                "\(place): the text a mutant replaces must be in '\(path)' exactly once")
        }
        expect(mutants > 0, "the list holds mutants")
    }

}

/// The escapes of the mutants list: `\n` a line break, `\t` a tab, `\\` a backslash.
enum Mutant {
    /// A field of the mutants list as text: `\n` a line break, `\t` a tab, `\\` a backslash.
    static func unescape(_ field: String) -> String {
        var result = ""
        var escaping = false
        for character in field {
            if escaping {
                // As Scripts/mutants.sh reads it: only \n, \t and \\ are escapes; any other
                // backslash is itself.
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "\\": result.append("\\")
                default: result.append("\\" + String(character))
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return escaping ? result + "\\" : result
    }
}

/// The catalogue compiled into the tool, parsed once for every check (the registry keeps it).
private func catalog() throws -> Catalog {
    try registry.catalog()
}

private let registry = Registry.standard

private func testIndex() throws -> TestIndex {
    let package = try #require(PackageFolder.find(from: packageRoot))
    return package.testIndex()
}
