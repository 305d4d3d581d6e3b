import CatalogKit
import DrillContent
import Foundation
import StudyKit

extension Session {
    func drill(_ parsed: Arguments<DrillOption>) throws -> Int32 {
        let drills = Drill.all
        if parsed.positionals.first == "check" {
            let others: [DrillOption] = [.list, .solution, .hint]
            if let other = others.first(where: parsed.has) ?? parsed.value(.output).map({ _ in .output }) {
                throw UsageError.arguments(command: "drill check", expected: "takes no \(other.rawValue)", got: [])
            }
            guard parsed.positionals.count <= 2 else {
                throw UsageError.arguments(
                    command: "drill check", expected: "takes at most one folder",
                    got: Array(parsed.positionals.dropFirst()))
            }
            return try check(
                folder: parsed.positionals.count == 2 ? parsed.positionals[1] : ".", progress: parsed.value(.progress))
        }
        if parsed.has(.list) {
            if let extra = parsed.positionals.first {
                throw UsageError.arguments(command: "drill", expected: "takes no id with --list", got: [extra])
            }
            if let other = parsed.has(.solution) ? DrillOption.solution : parsed.value(.output).map({ _ in .output }) {
                throw UsageError.conflictingOptions(DrillOption.list.rawValue, other.rawValue, command: "drill")
            }
            let width = min(26, (drills.map(\.id.count).max() ?? 0) + 2)
            out(style.heading("Drills (\(drills.count)): patterns drill <id> writes one") + "\n")
            for drill in drills {
                let room = console.width - width - 2
                let cut = console.isTerminal && drill.task.count > room
                let task = cut ? String(drill.task.prefix(max(room - 1, 10))) + "…" : drill.task
                out("  " + style.code(drill.id.padded(to: width)) + task + "\n")
            }
            return PatternsTool.exitSuccess
        }
        guard parsed.positionals.count == 1, let word = parsed.positionals.first else {
            throw UsageError.arguments(
                command: "drill", expected: "takes exactly one id (or --list)", got: parsed.positionals)
        }
        let catalog = try loadCatalog()
        let entry = try entry(word, in: catalog, command: "drill")
        guard let drill = drills.first(where: { $0.id == entry.id }) else {
            throw UsageError.notDrillable(entry.id, drillable: drills.map(\.id))
        }
        if parsed.has(.hint) {
            if let other = parsed.has(.solution) ? DrillOption.solution : parsed.value(.output).map({ _ in .output }) {
                throw UsageError.conflictingOptions(DrillOption.hint.rawValue, other.rawValue, command: "drill")
            }
            return try hint(drill, name: entry.name, progress: parsed.value(.progress))
        }
        if parsed.value(.progress) != nil {
            throw UsageError.arguments(
                command: "drill", expected: "takes --progress only with --hint or check",
                got: [DrillOption.progress.rawValue])
        }
        let folder = parsed.value(.output) ?? "drill-\(entry.id)"
        guard !folder.isEmpty else {
            throw UsageError.invalidValue(
                option: DrillOption.output.rawValue, value: folder, expected: "a folder", command: "drill")
        }
        let base = URL(fileURLWithPath: console.currentDirectory, isDirectory: true)
        let root = URL(fileURLWithPath: folder, relativeTo: base).standardizedFileURL
        try refuseUnlessEmpty(root, named: folder)
        let files = drill.packageFiles(
            name: entry.name, solution: parsed.has(.solution),
            library: DrillContent.files.filter { $0.path.hasPrefix("PatternContracts/") })
        do {
            for file in files {
                let url = root.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url)
            }
        } catch {
            throw CommandFailure(message: "cannot write the drill to '\(folder)': \(error.localizedDescription)")
        }
        let what = parsed.has(.solution) ? "the catalogue's solution of the" : "the"
        out("Wrote \(what) \(entry.name) drill to \(folder)/ (\(files.count) files):\n")
        out("  \(drill.task)\n\n")
        out("Next: cd \(folder) && swift test   (README.md has the task and the properties checked)\n")
        return PatternsTool.exitSuccess
    }

    /// Runs `swift test` in the drill package in `folder` and records in the progress file
    /// whether it passed. The drill is the one the package's manifest names (`drill-<id>`).
    private func check(folder: String, progress path: String?) throws -> Int32 {
        let base = URL(fileURLWithPath: console.currentDirectory, isDirectory: true)
        let root = URL(fileURLWithPath: folder, relativeTo: base).standardizedFileURL
        let manifest = root.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else {
            throw CommandFailure(
                message:
                    "'\(folder)' is not a drill package: it has no Package.swift ('patterns drill <id>' writes one)",
                status: PatternsTool.exitNotInPackage)
        }
        let catalog = try loadCatalog()
        guard let id = Self.drillID(inManifest: text), let drill = Drill.all.first(where: { $0.id == id }),
            let entry = catalog.entry(id: id)
        else {
            throw CommandFailure(
                message:
                    "'\(folder)' is not a drill package: its Package.swift names no drill ('name: \"drill-<id>\"')",
                status: PatternsTool.exitNotInPackage)
        }
        let file = try progressFile(path)
        // A damaged progress file stops here, before the tests run (exit 65).
        _ = try file.load()
        out(style.dim("Checking the \(entry.name) drill in \(folder): swift test") + "\n")
        let status = console.runProgram(["swift", "test"], root.path) { text in console.write(text) }
        let passed = status == 0
        let record = try file.update { progress in
            progress.recordDrill(drill.id, passed: passed, on: today)
            return progress.drills[drill.id]
        }
        let attempts = record.map { $0.attempts == 1 ? "1 run" : "\($0.attempts) runs" } ?? ""
        if passed {
            out("\n" + style.bold("The \(entry.name) drill passes.") + " Recorded (\(attempts)) in \(file.url.path).\n")
            return PatternsTool.exitSuccess
        }
        out(
            "\n" + style.bold("The \(entry.name) drill does not pass yet") + " (swift test exited \(status)). "
                + "Recorded (\(attempts)) in \(file.url.path). 'patterns drill \(drill.id) --hint' gives a hint.\n")
        return PatternsTool.exitFailure
    }

    /// The drill id a drill package's manifest names: `name: "drill-<id>"`.
    static func drillID(inManifest text: String) -> String? {
        guard let start = text.range(of: "name: \"drill-") else { return nil }
        let id = text[start.upperBound...].prefix { $0 != "\"" }
        return id.isEmpty || id.contains("\n") ? nil : String(id)
    }

    /// Shows the next hint of `drill` and remembers, in the progress file, that it was shown.
    private func hint(_ drill: Drill, name: String, progress path: String?) throws -> Int32 {
        guard !drill.hints.isEmpty else {
            out("The \(name) drill has no hints yet: its README lists the properties the tests check.\n")
            return PatternsTool.exitSuccess
        }
        let file = try progressFile(path)
        let shown = try file.update { $0.nextHint(of: drill.id, count: drill.hints.count) } ?? drill.hints.count
        out(style.heading("Hint \(shown) of \(drill.hints.count) · \(name) drill") + "\n")
        let lines = Self.wrap(drill.hints[shown - 1], width: console.width - 2)
        out(lines.map { "  " + $0 + "\n" }.joined())
        if shown < drill.hints.count {
            out(style.dim("patterns drill \(drill.id) --hint shows the next one.") + "\n")
        } else {
            out(
                style.dim(
                    "That was the last hint. 'patterns drill \(drill.id) --solution --output DIR' writes the "
                        + "catalogue's answer.") + "\n")
        }
        return PatternsTool.exitSuccess
    }

    /// Throws a usage error, before anything is written, unless `url` is a new or empty folder.
    private func refuseUnlessEmpty(_ url: URL, named folder: String) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else { throw UsageError.notAFolder(folder, command: "drill") }
        let contents: [String]
        do {
            contents = try FileManager.default.contentsOfDirectory(atPath: url.path)
        } catch {
            throw CommandFailure(message: "cannot read the folder '\(folder)': \(error.localizedDescription)")
        }
        if !contents.isEmpty { throw UsageError.folderNotEmpty(folder, command: "drill") }
    }
}
