import CatalogKit
import Foundation

/// One measured row of the bench.
struct BenchRow: Sendable {
    var mechanism: BenchMechanism
    var samples: BenchSamples
}

extension Session {
    func bench(_ parsed: ParsedArguments) async throws -> Int32 {
        try expectNoPositionals(parsed, command: "bench")
        var mechanisms = BenchMechanism.all
        if let filter = parsed.values["--filter"] {
            if parsed.has("--write") {
                throw UsageError.conflictingOptions("--write", "--filter", command: "bench")
            }
            let words = filter.split { $0 == " " || $0 == "," }.map(String.init)
            mechanisms = BenchMechanism.matching(words)
            guard !words.isEmpty, mechanisms.count > 1 else {
                throw UsageError.nothingMatches(
                    filter, command: "bench", candidates: BenchMechanism.all.map(\.id) + registry.entryIDs)
            }
        }
        let package = parsed.has("--write") ? try benchPackage() : nil
        let plan = parsed.has("--quick") ? BenchPlan.quick : BenchPlan.full
        if BenchReport.isDebugBuild {
            err(
                "patterns: warning: a debug build: its figures mean little; run 'swift run -c release patterns bench'\n"
            )
            if package != nil {
                throw CommandFailure(message: "'bench --write' refuses to record a debug build's figures")
            }
        }
        let rows = try await measure(mechanisms, with: Sampler(plan: plan))
        let report = BenchReport(rows: rows, plan: plan, conditions: .current())
        if let package {
            let url = package.root.appendingPathComponent("docs").appendingPathComponent(DocsGenerator.benchmarksPage)
            let text = report.markdown(pages: try benchPages())
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .atomic)
            } catch {
                throw CommandFailure(message: "cannot write '\(url.path)': \(error.localizedDescription)")
            }
            err("wrote \(url.path)\n")
        }
        out(parsed.has("--json") ? report.json : report.table)
        return PatternsTool.exitSuccess
    }

    /// Measures each mechanism in turn, with progress on standard error.
    func measure(_ mechanisms: [BenchMechanism], with sampler: Sampler) async throws -> [BenchRow] {
        var rows: [BenchRow] = []
        for (index, mechanism) in mechanisms.enumerated() {
            err("bench [\(index + 1)/\(mechanisms.count)] \(mechanism.name)… ")
            do {
                let samples = try await mechanism.measure(sampler)
                err(BenchReport.nanoseconds(samples.median) + " ns\n")
                rows.append(BenchRow(mechanism: mechanism, samples: samples))
            } catch {
                err("failed\n")
                throw CommandFailure(message: "the bench of '\(mechanism.id)' could not start: \(error)")
            }
        }
        return rows
    }

    private func benchPackage() throws -> PackageFolder {
        guard let package = PackageFolder.find(from: console.currentDirectory) else {
            throw CommandFailure(
                message:
                    "'bench --write' writes docs/\(DocsGenerator.benchmarksPage): run it inside the SwiftPatterns checkout"
            )
        }
        return package
    }

    /// Each entry's docs page, relative to docs/, for the table's links.
    private func benchPages() throws -> [String: String] {
        var pages: [String: String] = [:]
        for entry in try loadCatalog().entries {
            pages[entry.id] = "\(entry.family.id)/\(entry.id).md"
        }
        return pages
    }
}

extension Registry {
    /// Every entry id in the catalogue, from the entries' heads.
    var entryIDs: [String] {
        EntrySummary.summaries(of: catalogFiles, families: families).map(\.id)
    }
}
