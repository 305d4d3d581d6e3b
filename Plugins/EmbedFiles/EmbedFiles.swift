import Foundation
import PackagePlugin

/// Embeds a target's Markdown (`.md`) and Swift (`.swift`) files as string literals, and does
/// nothing else.
///
/// The catalogue is authored as Markdown under `Catalog/`, `patterns explain --code` shows
/// each pattern's Swift source, and `patterns drill` writes the drills' files. All of it must
/// work from a release binary copied alone to another folder, where `Bundle.module` cannot find
/// its resource bundle, so the text is compiled into the binary instead: the target gets
/// `let embeddedFiles: [(path: String, text: String)]`, paths relative to its folder. The
/// files live inside the target's own folder, so SwiftPM notices when one is added, edited or
/// deleted and runs the command again.
///
/// Whatever the tool learns from the files (which files a pattern uses, the names its code
/// declares, whether an entry is well formed) it works out when a command needs it, or a test
/// checks it: an edit to the tool's own code re-runs no embedding.
@main
struct EmbedFiles: BuildToolPlugin {
    /// The one exception to "the target's own folder": the drills carry the sources of the
    /// contract checkers their tests use, so `patterns drill` writes a package that builds
    /// without this repository. They are embedded as `<Target>/<path>`; SwiftPM tracks them as
    /// it tracks that target.
    static let alsoEmbedded = ["DrillContent": ["PatternContracts"]]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let root = module.directoryURL
        var files = try Self.files(under: root).map { (name: Self.path(of: $0, under: root), url: $0) }
        for name in Self.alsoEmbedded[module.name] ?? [] {
            guard let other = context.package.targets.first(where: { $0.name == name }) as? SourceModuleTarget else {
                continue
            }
            files += other.sourceFiles(withSuffix: "swift").map { file in
                (name: name + "/" + Self.path(of: file.url, under: other.directoryURL), url: file.url)
            }
        }
        // One file a line, `name<TAB>path`, so the tool knows what to embed and under which
        // name; written only when it changes, so that SwiftPM notices a new or deleted file.
        let listFile = context.pluginWorkDirectoryURL.appending(path: "inputs.txt")
        let list = files.map { "\($0.name)\t\($0.url.path(percentEncoded: false))" }.joined(separator: "\n")
        try FileManager.default.createDirectory(at: context.pluginWorkDirectoryURL, withIntermediateDirectories: true)
        if (try? String(contentsOf: listFile, encoding: .utf8)) != list {
            try list.write(to: listFile, atomically: true, encoding: .utf8)
        }
        let tool = try context.tool(named: "embed-files").url
        let output = context.pluginWorkDirectoryURL.appending(path: "Embedded\(module.name).swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) files of \(module.name)",
                executable: tool,
                arguments: [listFile.path(percentEncoded: false), output.path(percentEncoded: false)],
                // The tool is an input too: when it changes, every output is written again.
                inputFiles: files.map(\.url) + [listFile, tool],
                outputFiles: [output]
            )
        ]
    }

    /// Every `.md` and `.swift` file under `root`, sorted by path.
    private static func files(under root: URL) throws -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        var found: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "md" || url.pathExtension == "swift" {
            found.append(url)
        }
        return found.sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
    }

    /// The path of `file` relative to the folder `root`.
    private static func path(of file: URL, under root: URL) -> String {
        let base = root.standardizedFileURL.path(percentEncoded: false)
        let full = file.standardizedFileURL.path(percentEncoded: false)
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
    }
}
