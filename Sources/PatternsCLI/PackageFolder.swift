import CatalogKit
import ExampleKit
import Foundation
import Synchronization

/// The SwiftPatterns checkout on disk: where `docs/` is written and `Tests/` is read.
struct PackageFolder {
    let root: URL

    /// The nearest folder at or above `directory` that holds `Package.swift`, `Catalog/` and `Tests/`.
    static func find(from directory: String) -> PackageFolder? {
        var url = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
        let files = FileManager.default
        for _ in 0..<64 {
            let isPackage =
                files.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
                && files.fileExists(atPath: url.appendingPathComponent("Catalog").path)
                && files.fileExists(atPath: url.appendingPathComponent("Tests").path)
            if isPackage { return PackageFolder(root: url) }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
        return nil
    }

    /// The index of the tests under `Tests/`, read once per checkout in a process: a command
    /// reads it once, the tests run the docs and the site many times in one process.
    func testIndex() -> TestIndex {
        Self.testIndexes.withLock { indexes in
            if let index = indexes[root.path] { return index }
            let index = TestIndex(files: testFiles())
            indexes[root.path] = index
            return index
        }
    }

    private static let testIndexes = Mutex<[String: TestIndex]>([:])

    /// Every Swift file under `Tests/`, paths relative to the root.
    func testFiles() -> [TextFile] {
        swiftFiles(under: "Tests")
    }

    func swiftFiles(under folder: String) -> [TextFile] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
            return []
        }
        var files: [TextFile] = []
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let path = url.standardizedFileURL.path
            files.append(
                TextFile(path: path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path, text: text))
        }
        return files.sorted { $0.path < $1.path }
    }
}

/// Reads and writes the files of a docs folder.
struct DocsFolder {
    let url: URL

    /// Every `.md` file in the folder, paths relative to it.
    func markdownFiles() -> [String: String] {
        guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else {
            return [:]
        }
        var files: [String: String] = [:]
        let prefix =
            url.standardizedFileURL.path.hasSuffix("/")
            ? url.standardizedFileURL.path : url.standardizedFileURL.path + "/"
        for case let file as URL in enumerator where file.pathExtension == "md" {
            let path = file.standardizedFileURL.path
            files[path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path] =
                (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        }
        return files
    }

    /// The files that differ from `files`, are missing, or are no longer generated, each with
    /// why. A file another command owns (`benchmarks.md`) is neither compared nor stale.
    func stale(comparedWith files: [TextFile]) -> [String] {
        let existing = markdownFiles().filter { !DocsGenerator.unownedFiles.contains($0.key) }
        var stale: [String] = []
        for file in files where existing[file.path] != file.text {
            stale.append(existing[file.path] == nil ? "\(file.path) (missing)" : "\(file.path) (differs)")
        }
        let wanted = Set(files.map(\.path))
        stale += existing.keys.filter { !wanted.contains($0) }.sorted().map { "\($0) (no longer generated)" }
        return stale
    }

    /// Writes `files`, and deletes generated pages that are no longer generated (never a file
    /// another command owns, such as `benchmarks.md`).
    func write(_ files: [TextFile]) throws {
        let manager = FileManager.default
        let wanted = Set(files.map(\.path))
        for stale in markdownFiles().keys where !wanted.contains(stale) && !DocsGenerator.unownedFiles.contains(stale) {
            try manager.removeItem(at: url.appendingPathComponent(stale))
        }
        for file in files {
            let target = url.appendingPathComponent(file.path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            let data = Data(file.text.utf8)
            if manager.contents(atPath: target.path) != data {
                try data.write(to: target, options: .atomic)
            }
        }
    }
}
