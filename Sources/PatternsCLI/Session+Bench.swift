import CatalogKit
import Foundation

/// One measured row of the bench.
struct BenchRow: Sendable {
    var mechanism: BenchMechanism
    var samples: BenchSamples
}

extension Session {
    func bench(_ parsed: Arguments<BenchOption>) async throws -> Int32 {
        try expectNoPositionals(parsed.positionals, command: "bench")
        var mechanisms = BenchMechanism.all
        if let filter = parsed.value(.filter) {
            if parsed.has(.write) {
                throw UsageError.conflictingOptions(
                    BenchOption.write.rawValue, BenchOption.filter.rawValue, command: "bench")
            }
            let words = filter.split { $0 == " " || $0 == "," }.map(String.init)
            mechanisms = BenchMechanism.matching(words)
            guard !words.isEmpty, mechanisms.count > 1 else {
                throw UsageError.nothingMatches(
                    filter, command: "bench", candidates: BenchMechanism.all.map(\.id) + registry.entryIDs)
            }
        }
        let package = parsed.has(.write) ? try benchPackage() : nil
        let plan = parsed.has(.quick) ? BenchPlan.quick : BenchPlan.full
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
        out(parsed.has(.json) ? report.json : report.table)
        return PatternsTool.exitSuccess
    }

    /// Measures the mechanisms in rounds, with progress on standard error. The first round
    /// warms each one up and calibrates its batches; every round takes one paired sample of
    /// each, a fresh workload each time, so that a slow phase of the machine, or an unlucky
    /// placement of one workload's objects in memory, touches one sample of every mechanism
    /// rather than every sample of one.
    func measure(_ mechanisms: [BenchMechanism], with sampler: Sampler) async throws -> [BenchRow] {
        var rows = mechanisms.map {
            BenchRow(mechanism: $0, samples: BenchSamples(nanoseconds: [], baseline: [], checksum: 0))
        }
        var sizes = [BatchSizes?](repeating: nil, count: mechanisms.count)
        let rounds = max(1, sampler.plan.samples)
        for round in 0..<rounds {
            if round == 1 { err("bench: \(rounds - 1) more rounds of one sample each… ") }
            for (index, mechanism) in mechanisms.enumerated() {
                if round == 0 { err("bench [\(index + 1)/\(mechanisms.count)] \(mechanism.name)… ") }
                do {
                    let (samples, batch) = try await mechanism.measure(sampler, sizes[index])
                    rows[index].samples = rows[index].samples.appending(samples)
                    sizes[index] = batch
                    if round == 0 { err(BenchReport.nanoseconds(samples.median) + " ns\n") }
                } catch {
                    err("failed\n")
                    throw CommandFailure(message: "the bench of '\(mechanism.id)' could not start: \(error)")
                }
            }
            if round > 0 { err(round == rounds - 1 ? "done\n" : "\(round + 1) ") }
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
    /// Every entry id in the catalogue (none when it does not load).
    var entryIDs: [String] {
        (try? catalog().ids) ?? []
    }
}
