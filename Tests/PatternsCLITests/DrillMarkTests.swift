import ContractSupport
import Foundation
import Testing

@testable import PatternsCLI

/// `list` and `explain` say which entries have a drill, and only those.
@Suite("list and explain mark the entries that have a drill", .timeLimit(.minutes(1)), .watchdog)
struct DrillMarkTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("list marks [drill] on exactly the entries that have one") {
            let result = await runTool(["list"], width: 400)
            expect(result.status, equals: 0)
            let drills = Set(Drill.all.map(\.id))
            try #require(!drills.isEmpty)
            let rows = result.out.split(separator: "\n").filter { $0.hasPrefix("  ") }
            let marked = Set(
                rows.filter { $0.hasSuffix(" [drill]") }.compactMap { $0.split(separator: " ").first.map(String.init) })
            expect(marked, equals: drills)
            expect(result.out.contains("[drill]: 'patterns drill <id>' writes an exercise"))
        },
        Check("list --json says drill true for exactly the entries that have one") {
            let result = await runTool(["list", "--json"])
            let items = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
            let withDrill = Set(items.filter { $0["drill"] as? Bool == true }.compactMap { $0["id"] as? String })
            expect(withDrill, equals: Set(Drill.all.map(\.id)))
            expect(items.allSatisfy { $0["drill"] is Bool }, "every summary has a drill key")
        },
        Check("explain ends an entry that has a drill with its task and command; one without has none") {
            let drill = try #require(Drill.all.first)
            let with = await runTool(["explain", drill.id])
            expect(with.status, equals: 0)
            expect(
                with.out.contains("DRILL\n  \(drill.task)\n  patterns drill \(drill.id) "), "\(with.out.suffix(300))")
            let catalog = try Registry.standard.catalog()
            let other = try #require(catalog.entries.first { entry in !Drill.all.contains { $0.id == entry.id } })
            let without = await runTool(["explain", other.id])
            expect(without.status, equals: 0)
            expect(!without.out.contains("\nDRILL\n"))
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}
