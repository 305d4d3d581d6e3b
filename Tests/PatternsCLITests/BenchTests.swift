import CatalogContent
import CatalogKit
import ContractSupport
import ExampleKit
import Foundation
import Synchronization
import Testing

@testable import PatternsCLI

/// A clock that moves only when a fake workload says its operations took time, and reads in
/// whole microseconds, far coarser than one operation.
private final class FakeClock: Sendable {
    private let nanoseconds = Mutex(0.0)

    var now: Double { (nanoseconds.withLock { $0 } / 1_000).rounded(.down) * 1_000 }

    /// A workload whose every operation costs `cost` nanoseconds on this clock.
    func workload(costing cost: Double) -> (Int) -> Int {
        { count in
            self.nanoseconds.withLock { $0 += cost * Double(count) }
            return count
        }
    }
}

@Suite("patterns bench: what each mechanism costs, measured side by side", .timeLimit(.minutes(3)), .watchdog)
struct BenchTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a batch is timed as a whole, so a clock coarser than one operation still gives its cost and ratio") {
            let clock = FakeClock()
            let sampler = Sampler(
                plan: BenchPlan(samples: 5, batch: 200_000, warmUp: 0), now: { clock.now },
                baseline: { clock.workload(costing: 1.5) })
            let work = clock.workload(costing: 4.5)
            let (samples, sizes) = await sampler.measure(pairs: 5) { work($0) }
            expect(samples.nanoseconds.count, equals: 5)
            expect(abs(samples.median - 4.5) < 0.05)
            expect(abs(samples.ratio - 3) < 0.05)
            expect(samples.checksum > 0)
            expect(Double(sizes.work) * 4.5 >= 200_000)
            // Later rounds keep the sizes, so each sample is as long as the first.
            let (again, same) = await sampler.measure(sizes: sizes) { work($0) }
            expect(same == sizes && again.nanoseconds.count == 1 && abs(again.median - 4.5) < 0.05)
        },
        Check("every mechanism runs and reports median, minimum, maximum and a ratio to the direct call") {
            let recorder = RecordingConsole()
            let session = Session(registry: .standard, console: recorder.console())
            let tiny = Sampler(plan: BenchPlan(samples: 2, batch: 20_000, warmUp: 0))
            let rows = try await session.measure(BenchMechanism.all, with: tiny)
            let report = BenchReport(rows: rows, plan: tiny.plan, conditions: .current())
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
            let mechanisms = try #require(json["mechanisms"] as? [[String: Any]])
            expect(mechanisms.count >= 21)
            expect(mechanisms.first?["id"] as? String == BenchMechanism.baselineID)
            for mechanism in mechanisms {
                for key in ["medianNs", "minNs", "maxNs", "ratio"] {
                    let value = try #require(mechanism[key] as? Double, "\(mechanism["id"] ?? "?") \(key)")
                    expect(value > 0, "\(mechanism["id"] ?? "?") \(key)")
                }
            }
            expect(recorder.err.contains("bench [21/\(rows.count)]"))
        },
        Check("every mechanism names existing entries, once, and every row has its own anchor") {
            let ids = Set(try Catalog(files: CatalogContent.files, families: Registry.standard.families).ids)
            let anchors = BenchMechanism.all.map(\.id)
            expect(Set(anchors).count, equals: anchors.count)
            for mechanism in BenchMechanism.all {
                expect(Set(mechanism.entries).subtracting(ids).isEmpty, "\(mechanism.id)")
            }
            let rows = BenchMechanism.all.map {
                BenchRow(mechanism: $0, samples: BenchSamples(nanoseconds: [2], baseline: [1], checksum: 0))
            }
            let page = BenchReport(rows: rows, plan: .quick, conditions: .current())
                .markdown(pages: ["notification": "communication/notification.md"])
            expect(page.contains("| <a id=\"notification\"></a>NotificationCenter post"))
            expect(page.contains("[notification](communication/notification.md)"))
        },
        Check("a filter keeps the direct call and the mechanisms it names; one that names nothing is a usage error") {
            expect(
                BenchMechanism.matching(["delegate", "NOTIFICATION"]).map(\.id),
                equals: [
                    "direct-call", "weak-delegate", "notification",
                ])
            let none = await runTool(["bench", "--filter", "notifcation"])
            expect(none.status, equals: 64)
            expect(none.err.contains("nothing matches 'notifcation' (did you mean 'notification'?)"))
            let both = await runTool(["bench", "--write", "--filter", "mutex"])
            expect(both.status, equals: 64)
            expect(both.err.contains("'--write' cannot be combined with '--filter'"))
        },
        Check("docs leaves benchmarks.md alone: never deleted, never stale") {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("bench-docs-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: url) }
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data("figures".utf8).write(to: url.appendingPathComponent(DocsGenerator.benchmarksPage))
            try Data("old".utf8).write(to: url.appendingPathComponent("gone.md"))
            let folder = DocsFolder(url: url)
            expect(
                folder.stale(comparedWith: [TextFile(path: "README.md", text: "index")]),
                equals: [
                    "README.md (missing)", "gone.md (no longer generated)",
                ])
            try folder.write([TextFile(path: "README.md", text: "index")])
            expect(Set(folder.markdownFiles().keys), equals: ["README.md", DocsGenerator.benchmarksPage])
            expect(folder.stale(comparedWith: [TextFile(path: "README.md", text: "index")]).isEmpty)
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test(
        "the figure is the median of the samples and the ratio the median of paired ratios: one slow sample moves neither"
    )
    func medianResistsOutliers() {
        let samples = BenchSamples(
            nanoseconds: [10, 11, 500, 10, 12], baseline: [1, 1.1, 1, 1, 1.2], checksum: 1)
        expect(samples.median, equals: 11)
        expect(samples.min, equals: 10)
        expect(samples.max, equals: 500)
        expect(samples.ratio, equals: 10)
    }

    @Test(
        "a ratio is calibrated by the direct call's own: a baseline that ran slow for a whole run does not make cheap mechanisms look cheaper than a call"
    )
    func ratiosAreCalibratedByTheDirectCall() throws {
        // What a run in CI measured: the baseline's receiver landed badly in memory, so the
        // direct call, measured as a mechanism, came out at 0.72 of the baseline, and so did
        // every mechanism that costs one call.
        func row(_ id: String, _ nanoseconds: Double) throws -> BenchRow {
            let mechanism = try #require(BenchMechanism.all.first { $0.id == id })
            return BenchRow(
                mechanism: mechanism,
                samples: BenchSamples(
                    nanoseconds: [nanoseconds, nanoseconds, nanoseconds], baseline: [2.16, 2.16, 2.16], checksum: 1))
        }
        let rows = [try row("direct-call", 1.56), try row("static-let", 1.56), try row("existential", 2.18)]
        let report = BenchReport(rows: rows, plan: .quick, conditions: .current())
        expect(abs(report.calibration - 1.56 / 2.16) < 1e-9)
        expect(abs(report.ratio(of: rows[1].samples) - 1) < 1e-9)
        expect(abs(report.ratio(of: rows[2].samples) - 2.18 / 1.56) < 1e-9)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        expect(json["calibration"] as? Double == 0.722)
        let mechanisms = try #require(json["mechanisms"] as? [[String: Any]])
        expect(mechanisms.map { $0["ratio"] as? Double }, equals: [1, 1, 1.397])
        expect(mechanisms.map { $0["pairedRatio"] as? Double }, equals: [0.722, 0.722, 1.009])
        expect(report.table.contains("direct call itself (0.722 in this run; ideally 1)"))
        // The control: without the direct call's row there is nothing to calibrate by.
        let uncalibrated = BenchReport(rows: Array(rows.dropFirst()), plan: .quick, conditions: .current())
        expect(uncalibrated.calibration, equals: 1)
        expect(abs(uncalibrated.ratio(of: rows[1].samples) - 1.56 / 2.16) < 1e-9)
    }

    #if DEBUG
        @Test("a debug build warns that its figures mean little, and refuses to record them in docs/")
        func debugBuildRefusesToWrite() async {
            let page = URL(fileURLWithPath: packageRoot).appendingPathComponent("docs/benchmarks.md")
            let before = FileManager.default.contents(atPath: page.path)
            let result = await runTool(["bench", "--write"])
            expect(result.status, equals: 1)
            expect(result.err.contains("warning: a debug build: its figures mean little"))
            expect(result.err.contains("refuses to record a debug build's figures"))
            expect(FileManager.default.contents(atPath: page.path), equals: before)
        }
    #endif

}
