import Behavioral
import CatalogContent
import CatalogKit
import Communication
import Creational
import ExampleKit
import Structural
import UIPatterns

/// One family's code as the tool sees it: its examples and its embedded sources.
struct FamilyModule: Sendable {
    var family: Family
    var examples: [any Example.Type]
    /// Paths relative to `Sources/<Module>/`.
    var sourceFiles: [(path: String, text: String)]
}

/// Everything the tool works from: the catalogue's files and the families' code.
struct Registry: Sendable {
    var catalogFiles: [(path: String, text: String)]
    var modules: [FamilyModule]

    /// The real catalogue and every family linked into the tool.
    static var standard: Registry {
        Registry(
            catalogFiles: CatalogContent.files,
            modules: [
                FamilyModule(family: .creational, examples: Creational.examples, sourceFiles: Creational.sourceFiles),
                FamilyModule(family: .structural, examples: Structural.examples, sourceFiles: Structural.sourceFiles),
                FamilyModule(family: .behavioral, examples: Behavioral.examples, sourceFiles: Behavioral.sourceFiles),
                FamilyModule(
                    family: .communication, examples: Communication.examples, sourceFiles: Communication.sourceFiles),
                FamilyModule(family: .ui, examples: UIPatterns.examples, sourceFiles: UIPatterns.sourceFiles),
            ])
    }

    /// The example whose id is `id`, in any family.
    func example(id: String) -> (any Example.Type)? {
        for module in modules {
            if let example = module.examples.first(where: { $0.id == id }) { return example }
        }
        return nil
    }

    /// Every example id, in registry order.
    var exampleIDs: [String] {
        modules.flatMap { $0.examples.map { $0.id } }
    }

    /// The implementation of `entry`: the files of its folder, `Example` files last.
    func sources(for entry: Entry) -> [(path: String, text: String)] {
        guard let module = modules.first(where: { $0.family == entry.family }) else { return [] }
        let files = module.sourceFiles.filter { file in
            let parts = file.path.split(separator: "/")
            return parts.count >= 2 && parts[0].lowercased() == entry.folderKey
        }
        let sorted = files.sorted { lhs, rhs in
            let lhsExample = lhs.path.hasSuffix("Example.swift")
            let rhsExample = rhs.path.hasSuffix("Example.swift")
            return lhsExample == rhsExample ? lhs.path < rhs.path : rhsExample
        }
        return sorted.map { (path: "Sources/\(entry.family.moduleName)/\($0.path)", text: $0.text) }
    }
}
