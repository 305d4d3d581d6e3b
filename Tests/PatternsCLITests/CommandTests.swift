import CatalogContent
import CatalogKit
import ContractSupport
import ExampleKit
import Foundation
import Testing

@testable import PatternsCLI

@Suite("The patterns commands over the real catalogue", .timeLimit(.minutes(3)), .watchdog)
struct CommandTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("list shows every family's entries, one line each, and --family filters") {
            let all = await runTool(["list"])
            expect(all.status, equals: 0)
            for id in ["singleton", "command", "observer"] {
                expect(all.out.contains("  \(id) "), "\(id)")
            }
            let behavioral = await runTool(["list", "--family", "behavioral"])
            expect(behavioral.out.contains("command"))
            expect(!behavioral.out.contains("singleton"))
        },
        Check("list --json is an array of summaries a script can read") {
            let result = await runTool(["list", "--json", "--family=creational"])
            let items = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]]
            let singleton = try #require(items?.first { $0["id"] as? String == "singleton" })
            expect(singleton["family"] as? String == "creational")
            expect((singleton["intent"] as? String)?.isEmpty, equals: false)
        },
        Check("explain prints every section and the questions; --code adds the implementation") {
            let plain = await runTool(["explain", "observer"])
            expect(plain.status, equals: 0)
            for heading in ["INTENT", "PROBLEM", "STRUCTURE", "ON LINUX", "INTERVIEW QUESTIONS"] {
                expect(plain.out.contains(heading), "\(heading)")
            }
            expect(!plain.out.contains("IMPLEMENTATION"))
            let code = await runTool(["explain", "observer", "--code"])
            expect(code.out.contains("IMPLEMENTATION"))
            expect(code.out.contains("Sources/Communication/Observer/ObserverExample.swift"))
        },
        Check("explain --json --code gives the entry and its sources as JSON") {
            let result = await runTool(["explain", "command", "--json", "--code"])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
            expect(object["id"] as? String == "command")
            expect(((object["questions"] as? [Any])?.count ?? 0) >= 3)
            expect(((object["sources"] as? [Any])?.count ?? 0) >= 1)
        },
        Check("run prints the example's transcript, the same as the example writes") {
            let result = await runTool(["run", "command"])
            expect(result.status, equals: 0)
            let example = try #require(Registry.standard.example(id: "command"))
            let transcript = try await ExampleRunner.run(example.init())
            expect(result.out, equals: transcript.text)
        },
        Check("run --trace adds the Mermaid sequence diagram drawn from the run's trace") {
            let result = await runTool(["run", "observer", "--trace"])
            expect(result.status, equals: 0)
            let example = try #require(Registry.standard.example(id: "observer"))
            let transcript = try await ExampleRunner.run(example.init())
            expect(!transcript.events.isEmpty)
            expect(result.out.hasSuffix(SequenceDiagram(events: transcript.events).mermaid))
        },
        Check("run with several ids separates the transcripts; run --all runs every example") {
            let two = await runTool(["run", "singleton", "observer"])
            expect(two.out.contains("━━ singleton ━━"))
            expect(two.out.contains("━━ observer ━━"))
            let all = await runTool(["run", "--all"])
            expect(all.status, equals: 0)
            for id in Registry.standard.exampleIDs {
                expect(all.out.contains("━━ \(id) ━━"), "\(id)")
            }
        },
        Check("search ranks the entry named by the words first") {
            let result = await runTool(["search", "undo", "redo"])
            expect(result.status, equals: 0)
            expect(result.out.split(separator: "\n").first?.contains("command"), equals: true)
            let none = await runTool(["search", "xylophone"])
            expect(none.status, equals: 0)
            expect(none.out.contains("No entry mentions 'xylophone'"))
        },
        Check("search answers a whole question, showing the entry's matching interview question") {
            let result = await runTool(["search", "What's the difference between using a delegate and a notification?"])
            let lines = result.out.split(separator: "\n")
            expect(result.status, equals: 0)
            expect(lines.first?.contains("delegation") == true || lines.first?.contains("notification") == true)
            expect(lines.dropFirst().first?.contains("Q: "), equals: true)
        },
        Check("a malformed synonym table is a catalogue error: file, line, exit 65") {
            let files = [
                EntryFile.valid(id: "observer"), TextFile(path: "search/synonyms.md", text: "# S\n\n- block closure\n"),
            ]
            let result = await runTool(["search", "block"], catalogFiles: files)
            expect(result.status, equals: 65)
            expect(result.err.contains("Catalog/search/synonyms.md:3: synonyms: 'block closure'"))
        },
        Check("quiz with a seed is repeatable, and prints questions with their answers when not interactive") {
            let first = await runTool(["quiz", "--seed", "3", "--count", "2"])
            let second = await runTool(["quiz", "--seed", "3", "--count", "2"])
            expect(first.status, equals: 0)
            expect(first.out, equals: second.out)
            expect(first.out.components(separatedBy: "Q: ").count, equals: 3)
        },
        Check("docs --output writes the pages to another folder") {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "patterns-docs-\(UInt64.random(in: 0...UInt64.max))")
            defer { try? FileManager.default.removeItem(at: folder) }
            // One real entry (its related ids dropped, so it stands alone) keeps the three docs
            // runs to one example each; docsAreFresh covers the whole catalogue.
            let observer = try #require(CatalogContent.files.first { $0.path == "communication/observer.md" })
            let alone = observer.text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.hasPrefix("related:") ? "related: []" : String($0) }.joined(separator: "\n")
            let files = [TextFile(path: observer.path, text: alone)]
            let result = await runTool(["docs", "--output", folder.path], catalogFiles: files)
            expect(result.status, equals: 0, "\(result.err)")
            let index = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
            expect(index.contains("[Observer](communication/observer.md)"))
            let page = try String(
                contentsOf: folder.appendingPathComponent("communication/observer.md"), encoding: .utf8)
            expect(page.contains("## Contract tests"))
            // The pages link to the benchmarks page, which 'bench --write' writes into docs/: the
            // folder gets the package's copy, so that it is complete.
            let benchmarks = try String(
                contentsOfFile: "\(packageRoot)/docs/\(DocsGenerator.benchmarksPage)", encoding: .utf8)
            let copied = try? String(
                contentsOf: folder.appendingPathComponent(DocsGenerator.benchmarksPage), encoding: .utf8)
            expect(copied == benchmarks, "docs --output leaves out \(DocsGenerator.benchmarksPage)")
            let check = await runTool(["docs", "--check", "--output", folder.path], catalogFiles: files)
            expect(check.status, equals: 0, "\(check.err)")
            try "stale".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
            let stale = await runTool(["docs", "--check", "--output", folder.path], catalogFiles: files)
            expect(stale.status, equals: 1)
            expect(stale.err.contains("README.md (differs)"))
        },
        Check("docs outside the package is a clear error with an exit code of its own, not a crash") {
            let result = await runTool(["docs", "--check"], currentDirectory: "/")
            expect(result.status, equals: PatternsTool.exitNotInPackage, "not 1, which means stale docs")
            expect(result.err.contains("run it inside the SwiftPatterns checkout"))
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}
