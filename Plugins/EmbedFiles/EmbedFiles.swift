import Foundation
import PackagePlugin

/// Embeds a target's Markdown (`.md`) and Swift (`.swift`) files as string literals.
///
/// The catalogue is authored as Markdown under `Catalog/`, and `patterns explain --code`
/// shows each pattern's Swift source. Both must work from a release binary copied alone to
/// another folder, where `Bundle.module` cannot find its resource bundle, so the text is
/// compiled into the binary instead. The files live inside the target's own folder, so
/// SwiftPM notices when one is added, edited or deleted and runs the command again.
@main
struct EmbedFiles: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let isCatalogue = module.name == "CatalogContent"
        let tool = try context.tool(named: "embed-files").url
        let root = module.directoryURL
        if module.name == "DrillContent" {
            return [try Self.embedDrills(of: module, context: context, tool: tool)]
        }
        let extensionToEmbed = isCatalogue ? "md" : "swift"
        let inputs = try Self.files(under: root, withExtension: extensionToEmbed)
        let output = context.pluginWorkDirectoryURL.appending(path: "Embedded\(module.name).swift")
        let listFile = context.pluginWorkDirectoryURL.appending(path: "inputs.txt")
        // Relative paths, one a line, so the tool knows what to embed and under which name.
        let list = inputs.map { Self.relativePath(of: $0, under: root) }.joined(separator: "\n")
        try FileManager.default.createDirectory(
            at: context.pluginWorkDirectoryURL, withIntermediateDirectories: true)
        let existing = try? String(contentsOf: listFile, encoding: .utf8)
        if existing != list {
            try list.write(to: listFile, atomically: true, encoding: .utf8)
        }
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) .\(extensionToEmbed) files of \(module.name)",
                executable: tool,
                arguments: ["--files", root.path(), listFile.path(), output.path()],
                // The tool is an input too: when it changes, every output is written again.
                inputFiles: inputs + [listFile, tool],
                outputFiles: [output]
            )
        ]
    }

    /// The drills (`Drills/`: tasks, skeletons, solutions, tests) and the sources of the
    /// `PatternContracts` library they test with, so `patterns drill` writes a package that
    /// builds without this repository. The library's files are found through its target, so
    /// SwiftPM tracks them as it tracks the library.
    private static func embedDrills(of module: SourceModuleTarget, context: PluginContext, tool: URL) throws -> Command
    {
        let root = module.directoryURL
        var inputs = try files(under: root, withExtension: "md") + files(under: root, withExtension: "swift")
        inputs.removeAll { $0.lastPathComponent == "\(module.name).swift" }
        let library = context.package.targets.first { $0.name == "PatternContracts" } as? SourceModuleTarget
        inputs += library.map { $0.sourceFiles(withSuffix: "swift").map(\.url) } ?? []
        let output = context.pluginWorkDirectoryURL.appending(path: "Embedded\(module.name).swift")
        let listFile = context.pluginWorkDirectoryURL.appending(path: "inputs.txt")
        let list = inputs.map { pathFrom(root, to: $0) }.joined(separator: "\n")
        try FileManager.default.createDirectory(at: context.pluginWorkDirectoryURL, withIntermediateDirectories: true)
        if (try? String(contentsOf: listFile, encoding: .utf8)) != list {
            try list.write(to: listFile, atomically: true, encoding: .utf8)
        }
        return .buildCommand(
            displayName: "Embedding \(inputs.count) files of \(module.name)",
            executable: tool,
            arguments: ["--files", root.path(), listFile.path(), output.path()],
            inputFiles: inputs + [listFile, tool],
            outputFiles: [output]
        )
    }

    /// The path of `file` relative to the folder `root`, with `..` where it lies outside.
    private static func pathFrom(_ root: URL, to file: URL) -> String {
        let base = root.standardizedFileURL.pathComponents
        let full = file.standardizedFileURL.pathComponents
        let common = zip(base, full).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: base.count - common) + full.dropFirst(common)).joined(separator: "/")
    }

    private static func files(under root: URL, withExtension ext: String) throws -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        var found: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == ext {
            found.append(url)
        }
        return found.sorted { $0.path() < $1.path() }
    }

    private static func relativePath(of file: URL, under root: URL) -> String {
        let base = root.standardizedFileURL.path()
        let full = file.standardizedFileURL.path()
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
    }
}
