import Foundation
import SourceScan

/// A family's sources (`--module ROOT LIST OUTPUT MODULE`): `let embeddedFiles` (the module's
/// sources as raw string literals) and, in an extension of MODULE, `sourceUses` (which files
/// each pattern folder uses) and `codeNames` (every name the code uses, the types it declares).
func embedModule(root: String, list: String, output: String, module moduleName: String) {
    let files = GeneratedSwift.readFiles(root: URL(fileURLWithPath: root, isDirectory: true), listFile: list)
    var swift = generatedHeader + GeneratedSwift.embeddedFiles(files)

    let inFolders = files.filter { $0.path.contains("/") }
    let uses = SourceUses(files: files, registryFile: "\(moduleName).swift")
    let folders = Set(inFolders.compactMap { $0.path.split(separator: "/").first.map(String.init) })
    swift += """

        extension \(moduleName) {
            /// For each pattern folder, the files elsewhere in the module that it uses, worked out
            /// from the sources when the module was built (see `SourceUses`).
            public static let sourceUses: [String: [String]] = [

        """
    for folder in folders.sorted() {
        let used = uses.files(usedBy: folder).map(GeneratedSwift.rawLiteral).joined(separator: ", ")
        swift += "        \(GeneratedSwift.rawLiteral(folder)): [\(used)],\n"
    }
    // An empty dictionary literal is `[:]`: a new family with no pattern folder yet.
    swift += folders.isEmpty ? "        :\n    ]\n" : "    ]\n"
    let found = CodeNames(sources: files)
    swift += """

            /// Every name the module's code uses and the types it declares, found when it was built.
            public static let codeNames: (names: [String], declared: [String]) = (
                names: [\(found.names.map { "\"\($0)\"" }.joined(separator: ", "))],
                declared: [\(found.declared.map { "\"\($0)\"" }.joined(separator: ", "))]
            )
        }

        """
    GeneratedSwift.write(swift, to: URL(fileURLWithPath: output))
}

/// Files only (`--files ROOT LIST OUTPUT`): `let embeddedFiles` (the drills and the
/// PatternContracts sources).
func embedFiles(root: String, list: String, output: String) {
    let files = GeneratedSwift.readFiles(root: URL(fileURLWithPath: root, isDirectory: true), listFile: list)
    GeneratedSwift.write(generatedHeader + GeneratedSwift.embeddedFiles(files), to: URL(fileURLWithPath: output))
}
