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
    /// What validating `catalogFiles` found when the binary was built; `nil` when the files
    /// were not validated ahead (a test's catalogue), so the tool validates them itself.
    var validationErrors: [CatalogError]?
    var modules: [FamilyModule]

    /// The real catalogue and every family linked into the tool.
    static var standard: Registry {
        Registry(
            catalogFiles: CatalogContent.files,
            validationErrors: CatalogContent.validationErrors,
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

    /// The implementation of `entry`: the files of its folder (`Example` files last), then
    /// the family's shared files (at the top of the module or under `Shared/`) that declare a
    /// type the folder uses.
    func sources(for entry: Entry) -> [(path: String, text: String)] {
        sources(for: entry, includingShared: true)
    }

    /// The files of the entry's own folder, and, with `includingShared`, the shared files it uses.
    func sources(for entry: Entry, includingShared: Bool) -> [(path: String, text: String)] {
        guard let module = modules.first(where: { $0.family == entry.family }) else { return [] }
        let own = module.sourceFiles.filter { file in
            let parts = file.path.split(separator: "/")
            return parts.count >= 2 && parts[0].lowercased() == entry.folderKey
        }
        let sorted = own.sorted { lhs, rhs in
            let lhsExample = lhs.path.hasSuffix("Example.swift")
            let rhsExample = rhs.path.hasSuffix("Example.swift")
            return lhsExample == rhsExample ? lhs.path < rhs.path : rhsExample
        }
        let registryFile = "\(entry.family.moduleName).swift"
        let ownText = own.map(\.text).joined(separator: "\n")
        let shared = module.sourceFiles.filter { file in
            let parts = file.path.split(separator: "/")
            let isShared = (parts.count == 1 && file.path != registryFile) || (parts.count >= 2 && parts[0] == "Shared")
            return includingShared && isShared && !own.isEmpty
                && Self.declaredTypeNames(in: file.text).contains { name in Self.mentions(ownText, name) }
        }
        return (sorted + shared.sorted { $0.path < $1.path }).map {
            (path: "Sources/\(entry.family.moduleName)/\($0.path)", text: $0.text)
        }
    }

    /// The names a file declares with `protocol`, `struct`, `class`, `enum` or `actor`.
    static func declaredTypeNames(in text: String) -> [String] {
        var names: [String] = []
        let keywords = ["protocol ", "struct ", "class ", "enum ", "actor "]
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            let words = trimmed.split(separator: " ", maxSplits: 3)
            for (index, word) in words.enumerated() where keywords.contains(word + " ") && index + 1 < words.count {
                let name = words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if let first = name.first, first.isUppercase { names.append(String(name)) }
                break
            }
        }
        return names
    }

    /// Whether `text` uses `name` as a whole word.
    static func mentions(_ text: String, _ name: String) -> Bool {
        var searchStart = text.startIndex
        while let range = text[searchStart...].firstRange(of: name) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            let isWordChar: (Character?) -> Bool = { $0.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isWordChar(before) && !isWordChar(after) { return true }
            searchStart = range.upperBound
        }
        return false
    }
}
