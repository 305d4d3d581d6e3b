import CatalogKit
import ContractSupport
import Foundation
import Testing

@testable import PatternsCLI

/// `patterns explain <id> --brief`: the night-before-the-interview view.
@Suite("explain --brief fits an entry on one screen", .timeLimit(.minutes(1)), .watchdog)
struct ExplainBriefTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("every entry's brief has its intent, three points and its first two questions, in 40 lines of 80 columns")
        {
            let catalog = try Registry.standard.catalog()
            for entry in catalog.entries {
                let result = await runTool(["explain", entry.id, "--brief"])
                expect(result.status, equals: 0, "\(entry.id): \(result.err)")
                let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                expect(lines.count <= 40, "\(entry.id): \(lines.count) lines")
                expect(lines.allSatisfy { $0.count <= 80 }, "\(entry.id): \(lines.filter { $0.count > 80 })")
                let flat = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
                expect(flat.contains(entry.intent), "\(entry.id): no intent")
                expect(lines.filter { $0.hasPrefix("  • ") }.count, equals: 3, "\(entry.id)")
                for question in entry.questions.prefix(2) {
                    expect(flat.contains("Q: " + question.question), "\(entry.id): \(question.question)")
                }
                let full = await runTool(["explain", entry.id])
                expect(full.out.count > result.out.count, "\(entry.id): the brief is no shorter")
            }
        },
        Check("the first point of a section is its first list item, continuation lines joined, or its first paragraph")
        {
            expect(Session.firstPoint(of: "- one,\n  still one\n- two\n"), equals: "one, still one")
            expect(
                Session.firstPoint(of: "A paragraph\non two lines.\n\nAnother.\n"), equals: "A paragraph on two lines.")
            expect(Session.firstPoint(of: "\n"), equals: nil)
        },
        Check("--brief cannot be combined with --code, --json or --mermaid") {
            for other in ["--code", "--json", "--mermaid"] {
                let result = await runTool(["explain", "observer", "--brief", other])
                expect(result.status, equals: 64, "\(other)")
                expect(result.err.contains("'--brief' cannot be combined with '\(other)'"), "\(result.err)")
            }
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}
