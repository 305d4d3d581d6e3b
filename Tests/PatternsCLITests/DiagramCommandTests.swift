import CatalogContent
import CatalogKit
import ContractSupport
import ExampleKit
import Foundation
import Testing

@testable import PatternsCLI

@Suite("Diagrams in the terminal, Mermaid for pipes, and every diagram checked", .timeLimit(.minutes(3)), .watchdog)
struct DiagramCommandTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check(
            "run --trace on an 80-column terminal draws the participants as columns and the messages as arrows, in order"
        ) {
            let result = await runTool(
                ["run", "observer", "--trace"], isTerminal: true, environment: ["NO_COLOR": "1"])
            expect(result.status, equals: 0, "\(result.err)")
            expect(!result.out.contains("sequenceDiagram"))
            let example = try #require(Registry.standard.example(id: "observer"))
            let events = try await ExampleRunner.run(example.init()).events
            let diagram = try #require(result.out.components(separatedBy: "from the trace of this run:\n\n").last)
            let rows = diagram.split(separator: "\n")
            expect(rows.allSatisfy { $0.count <= 80 })
            let header = try #require(rows.first)
            expect(header.split(separator: " ").map(String.init), equals: SequenceDiagram(events: events).participants)
            expect(
                rows.filter { $0.contains("▶") || $0.contains("◀") }.count,
                equals: events.filter { $0.kind != .note }.count
            )
            expect(diagram, equals: SequenceDiagram(events: events).text(width: 80))
        },
        Check("piped, run --trace prints the Mermaid source as before; --mermaid prints it on a terminal too") {
            let example = try #require(Registry.standard.example(id: "observer"))
            let mermaid = SequenceDiagram(events: try await ExampleRunner.run(example.init()).events).mermaid
            let piped = await runTool(["run", "observer", "--trace"])
            let asked = await runTool(["run", "observer", "--trace", "--mermaid"], isTerminal: true)
            let implied = await runTool(["run", "observer", "--mermaid"], isTerminal: true)
            for result in [piped, asked, implied] {
                expect(result.status, equals: 0)
                expect(result.out.hasSuffix(mermaid))
            }
        },
        Check("explain draws the class diagram as boxes on a terminal, and shows Mermaid piped or with --mermaid") {
            let terminal = await runTool(["explain", "observer"], isTerminal: true, environment: ["NO_COLOR": "1"])
            let piped = await runTool(["explain", "observer"])
            let asked = await runTool(["explain", "observer", "--mermaid"], isTerminal: true)
            expect(terminal.status, equals: 0)
            expect(!terminal.out.contains("classDiagram"))
            let words = terminal.out.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
            expect(words.contains("│ FeedPublisher │ │ Subscription │"))
            expect(terminal.out.contains("FeedPublisher ──▶ Subscription : returns"))
            expect(piped.out.contains("classDiagram"))
            expect(asked.out.contains("classDiagram"))
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    /// The real catalogue with one line of the observer entry changed.
    func catalogue(replacing old: String, with new: String) throws -> (files: [TextFile], line: Int) {
        var files = CatalogContent.files
        let index = try #require(files.firstIndex { $0.path == "communication/observer.md" })
        let text = files[index].text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains(old) }) + 1
        files[index].text = text.replacingOccurrences(of: old, with: new)
        return (files, line)
    }

    @Test(
        "a broken class diagram (a bad arrow, an unknown class) makes docs exit 65 naming the file and line; reading the entry does not check it",
        arguments: [
            ("FeedPublisher --> Subscription", "FeedPublisher ->> Subscription", "'->>' is not a class diagram arrow"),
            ("class LikeBadge", "class LikeBadger", "'LikeBadger' is not a type in the communication family's sources"),
        ])
    func brokenDiagram(old: String, new: String, message: String) async throws {
        let (files, line) = try catalogue(replacing: old, with: new)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("broken-docs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        for arguments in [["docs", "--check"], ["docs", "--output", output.path]] {
            let result = await runTool(arguments, catalogFiles: files)
            expect(result.status, equals: 65, "\(arguments)")
            expect(result.err.contains("Catalog/communication/observer.md:\(line): Structure: "), "\(result.err)")
            expect(result.err.contains(message), "\(result.err)")
        }
        expect(!FileManager.default.fileExists(atPath: output.path), "nothing is written")
        // What cannot change once the tool is built is not checked every time an entry is read.
        let explain = await runTool(["explain", "observer"], catalogFiles: files)
        expect(explain.status, equals: 0, "\(explain.err)")
        expect(explain.out.contains(new))
    }
}
