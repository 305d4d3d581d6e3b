import CatalogKit
import ExampleKit
import Foundation
import SourceScan

/// The catalogue (`--catalogue ROOT LIST OUTPUT`): `let embeddedFiles` (one raw string literal
/// an entry), and the entries (the files in a family folder) validated: `let
/// embeddedValidationErrors: [CatalogError]` is what the tool reports (exit 65). For a valid
/// catalogue it also packs the search index (`let embeddedSearchIndex: String`, empty when the
/// catalogue is not valid), so a search reads the words it needs instead of every entry.
func embedCatalogue(root: String, list: String, output: String) {
    let files = GeneratedSwift.readFiles(root: URL(fileURLWithPath: root, isDirectory: true), listFile: list)
    let entries = files.filter { $0.path.contains("/") }
    var errors: [CatalogError] = []
    var searchIndex = ""
    // The build knows the families only as the folders of Catalog/; the tool checks the same
    // files against the registered families at run time, and a test that both agree.
    let folders = Set(entries.compactMap { $0.path.split(separator: "/").first.map(String.init) })
    do {
        let catalog = try Catalog(files: entries, families: folders.sorted().map { Family(folder: $0) })
        searchIndex = SearchIndex(catalog: catalog).packed
    } catch {
        errors = error.errors
    }
    var swift = generatedHeader + "import CatalogKit\n\n"
    swift += GeneratedSwift.embeddedFiles(files)
    swift += "\n/// What the validator found in the catalogue at build time (nothing, when it is well formed).\n"
    swift += "let embeddedValidationErrors: [CatalogError] = [\n"
    for error in errors {
        let rawLiteral = GeneratedSwift.rawLiteral
        swift +=
            "    CatalogError(file: \(rawLiteral(error.file)), line: \(error.line), field: \(rawLiteral(error.field)), "
        swift += "message: \(rawLiteral(error.message))),\n"
    }
    swift += "]\n"
    swift += "\n/// The catalogue's search index, packed (see `SearchIndex.packed`); empty when it is not valid.\n"
    swift += "let embeddedSearchIndex = \(GeneratedSwift.rawLiteral(searchIndex))\n"
    GeneratedSwift.write(swift, to: URL(fileURLWithPath: output))
}
