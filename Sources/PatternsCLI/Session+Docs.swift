import CatalogKit
import ExampleKit
import Foundation
import Synchronization

/// The artifacts of each catalogue and package seen in this process (see
/// `Session.entryArtifacts(catalog:package:)`).
private let entryArtifactsMemo = Mutex<[Int: Task<[String: EntryArtifacts], any Error>]>([:])

extension Session {
    func docs(_ parsed: Arguments<DocsOption>) async throws -> Int32 {
        try expectNoPositionals(parsed.positionals, command: "docs")
        guard let package = PackageFolder.find(from: console.currentDirectory) else {
            throw CommandFailure(
                message:
                    "'docs' reads the test names from the package's Tests/ folder: run it inside the SwiftPatterns checkout (no Package.swift with Catalog/ and Tests/ at or above '\(console.currentDirectory)')",
                status: PatternsTool.exitNotInPackage)
        }
        let catalog = try loadCatalog()
        // The diagrams are checked here and in the tests, never when an entry is only read.
        let problems = registry.diagramProblems
        guard problems.isEmpty else { throw CatalogErrors(problems) }
        let files = try await docsFiles(catalog: catalog, package: package)
        let outputURL: URL
        if let output = parsed.value(.output) {
            outputURL = URL(
                fileURLWithPath: output, relativeTo: URL(fileURLWithPath: console.currentDirectory, isDirectory: true))
        } else {
            outputURL = package.root.appendingPathComponent("docs")
        }
        let folder = DocsFolder(url: outputURL)
        if parsed.has(.check) {
            let stale = folder.stale(comparedWith: files)
            guard stale.isEmpty else {
                err("patterns: docs are stale; run 'swift run patterns docs' and commit docs/:\n")
                for path in stale { err("  docs/\(path)\n") }
                return PatternsTool.exitFailure
            }
            out("docs are up to date (\(files.count) files)\n")
            return PatternsTool.exitSuccess
        }
        do {
            try folder.write(files)
            // The benchmarks page, which the pages link to, is written by 'bench --write' into
            // the package's docs/: another folder gets a copy, so that it is complete.
            let benchmarks = package.root.appendingPathComponent("docs").appendingPathComponent(
                DocsGenerator.benchmarksPage)
            let copy = outputURL.appendingPathComponent(DocsGenerator.benchmarksPage)
            if benchmarks.standardizedFileURL != copy.standardizedFileURL,
                let data = FileManager.default.contents(atPath: benchmarks.path)
            {
                try data.write(to: copy, options: .atomic)
            }
        } catch {
            throw CommandFailure(message: "cannot write docs to '\(outputURL.path)': \(error.localizedDescription)")
        }
        out("wrote \(files.count) files to \(outputURL.standardizedFileURL.path)\n")
        return PatternsTool.exitSuccess
    }

    /// Every file of docs/: runs each example and reads the tests.
    func docsFiles(catalog: Catalog, package: PackageFolder) async throws -> [TextFile] {
        DocsGenerator().files(catalog: catalog, artifacts: try await entryArtifacts(catalog: catalog, package: package))
    }

    /// What the pages of docs/ and of the site show of each entry besides its text: the run of
    /// its example, its sources, its tests, its benchmarks and its drill.
    ///
    /// Worked out once per process for a catalogue and a package: the examples are
    /// deterministic and the tests' files do not change while the tool runs, so two commands
    /// in one process (the test run checks docs/ and generates the site) share one run of
    /// every example instead of making two.
    func entryArtifacts(catalog: Catalog, package: PackageFolder) async throws -> [String: EntryArtifacts] {
        var hasher = Hasher()
        hasher.combine(package.root.standardizedFileURL.path)
        for file in registry.catalogFiles {
            hasher.combine(file.path)
            hasher.combine(file.text)
        }
        let key = hasher.finalize()
        let session = self
        let task = entryArtifactsMemo.withLock { memo in
            if let running = memo[key] { return running }
            let task = Task { try await session.computeEntryArtifacts(catalog: catalog, package: package) }
            memo[key] = task
            return task
        }
        return try await task.value
    }

    private func computeEntryArtifacts(
        catalog: Catalog, package: PackageFolder
    ) async throws -> [String: EntryArtifacts] {
        let tests = package.testIndex()
        let transcripts = try await playEach(catalog.entries)
        var artifacts: [String: EntryArtifacts] = [:]
        for entry in catalog.entries {
            let transcript = transcripts[entry.id]
            artifacts[entry.id] = EntryArtifacts(
                transcript: transcript?.text ?? "", events: transcript?.events ?? [],
                sources: registry.sources(for: entry), tests: tests.tests(for: entry),
                benchmarks: BenchMechanism.all.filter { $0.entries.contains(entry.id) }.map {
                    BenchmarkLink(anchor: $0.id, name: $0.name)
                },
                drill: Drill.all.first { $0.id == entry.id }.flatMap(pageDrill))
        }
        return artifacts
    }

    /// What an entry's page shows of its drill: the task and the drill's test (the file named
    /// `…DrillTests.swift`; a refactoring drill's tests also keep the original code).
    private func pageDrill(_ drill: Drill) -> EntryArtifacts.Drill? {
        let test: TextFile? = drill.tests.first { $0.path.hasSuffix("DrillTests.swift") } ?? drill.tests.first
        return test.map { test in
            EntryArtifacts.Drill(
                task: drill.task, test: test, fixesBug: drill.kind == .fix, refactors: drill.kind == .refactor)
        }
    }
}
