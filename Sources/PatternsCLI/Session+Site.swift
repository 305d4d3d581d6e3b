import CatalogKit
import ExampleKit
import Foundation
import StudyKit

extension Session {
    /// `patterns site`: the static site, from the same entries, runs, sources and tests as docs/.
    func site(_ parsed: Arguments<SiteOption>) async throws -> Int32 {
        try expectNoPositionals(parsed.positionals, command: "site")
        guard let package = PackageFolder.find(from: console.currentDirectory) else {
            throw CommandFailure(
                message:
                    "'site' reads the test names from the package's Tests/ folder: run it inside the SwiftPatterns checkout (no Package.swift with Catalog/ and Tests/ at or above '\(console.currentDirectory)')",
                status: PatternsTool.exitNotInPackage)
        }
        let catalog = try loadCatalog()
        let problems = registry.diagramProblems
        guard problems.isEmpty else { throw CatalogErrors(problems) }
        let files = try await siteFiles(catalog: catalog, package: package)
        let outputURL: URL
        if let output = parsed.value(.output) {
            outputURL = URL(
                fileURLWithPath: output, relativeTo: URL(fileURLWithPath: console.currentDirectory, isDirectory: true))
        } else {
            outputURL = package.root.appendingPathComponent("site")
        }
        do {
            try Self.write(files, into: outputURL)
        } catch {
            throw CommandFailure(message: "cannot write the site to '\(outputURL.path)': \(error.localizedDescription)")
        }
        let index = outputURL.appendingPathComponent("index.html").standardizedFileURL.path
        out("wrote \(files.count) files to \(outputURL.standardizedFileURL.path); open \(index)\n")
        return PatternsTool.exitSuccess
    }

    /// Every file of the site: runs each example, reads the tests, ranks the study path.
    func siteFiles(catalog: Catalog, package: PackageFolder) async throws -> [TextFile] {
        let artifacts = try await entryArtifacts(catalog: catalog, package: package)
        let fixture = InterviewQuestion.asked(in: Self.questionFixture(in: registry.catalogFiles))
        let stops = StudyPath.ranked(fixture, entries: catalog.ids).map {
            SiteGenerator.StudyStop(entry: $0.entry, questions: $0.questions, sources: $0.sources)
        }
        let study = SiteGenerator.Study(
            stops: stops, questions: fixture.count, lists: Set(fixture.map(\.source)).count)
        return SiteGenerator().files(
            catalog: catalog, artifacts: artifacts, synonyms: try Synonyms.read(from: registry.catalogFiles),
            study: study)
    }

    /// Writes `files` under `folder`, making the folders they need. When `folder` already holds
    /// a site (its `assets/site.css`), the pages and assets of that site that are no longer
    /// written are deleted (a tag no entry has any more); other files, and `api/`, are left alone.
    static func write(_ files: [TextFile], into folder: URL) throws {
        let manager = FileManager.default
        if manager.fileExists(atPath: folder.appendingPathComponent("assets/site.css").path) {
            let wanted = Set(files.map(\.path))
            let root = folder.standardizedFileURL.path + "/"
            let enumerator = manager.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                let path = url.standardizedFileURL.path
                guard path.hasPrefix(root) else { continue }
                let relative = String(path.dropFirst(root.count))
                if relative == "api" { enumerator?.skipDescendants() }
                let generated = relative.hasSuffix(".html") || relative.hasPrefix("assets/")
                if generated, !wanted.contains(relative), !url.hasDirectoryPath {
                    try manager.removeItem(at: url)
                }
            }
        }
        var made: Set<String> = []
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            let parent = url.deletingLastPathComponent()
            if made.insert(parent.path).inserted {
                try manager.createDirectory(at: parent, withIntermediateDirectories: true)
            }
            try Data(file.text.utf8).write(to: url)
        }
    }
}
