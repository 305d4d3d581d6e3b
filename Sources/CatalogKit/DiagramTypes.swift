import SourceScan

/// Checks that every class a class diagram names is a type of the family's code.
///
/// A class passes when the family's Swift sources declare it or name it in code (the
/// domain's `Post`, Swift's `Sequence` that a type conforms to): comments and string
/// literals never count. A type the code never names (a Cocoa or Foundation type drawn for
/// comparison) passes only when the entry marks it with a stereotype that begins with
/// where it comes from: `<<Foundation>>`, `<<Swift protocol>>`, `<<UIKit class>>`.
///
/// ```swift
/// let types = DiagramTypes(sources: Communication.sourceFiles)
/// let problems = types.problems(in: entry)   // [] when every class exists
/// ```
package struct DiagramTypes: Sendable {
    /// The first words of a stereotype that mark a type from outside the family's sources.
    package static let origins: Set<String> = [
        "Swift", "Foundation", "Cocoa", "UIKit", "AppKit", "SwiftUI", "Combine", "Observation", "Dispatch",
    ]

    /// Every name the code uses (types, functions, variables), comments and literals left out.
    let names: Set<String>
    /// The types the code declares, for did-you-mean suggestions.
    let declared: [String]

    /// The names a scan of a family's sources found (see ``CodeNames``).
    package init(names: some Sequence<String>, declared: some Sequence<String>) {
        self.names = Set(names)
        self.declared = Array(declared).sorted()
    }

    /// The names in `sources`, the family's Swift files (see ``CodeNames``).
    ///
    /// - Complexity: O(n) in the sources' bytes.
    package init(sources: [(path: String, text: String)]) {
        let found = CodeNames(sources: sources)
        self.init(names: found.names, declared: found.declared)
    }

    /// A problem for each class of `entry`'s class diagram that the sources do not name.
    package func problems(in entry: Entry) -> [CatalogError] {
        guard let (diagram, block) = entry.classDiagram else { return [] }
        var problems: [CatalogError] = []
        for declaration in diagram.classes where !names.contains(declaration.name) {
            let marked = declaration.stereotypes.contains { stereotype in
                Self.origins.contains(String(stereotype.prefix { !$0.isWhitespace }))
            }
            if marked { continue }
            let hint = Suggestion.hint(for: declaration.name, in: declared)
            problems.append(
                CatalogError(
                    file: entry.path, line: block.line + declaration.line, field: SectionTitle.structure.rawValue,
                    message:
                        "'\(declaration.name)' is not a type in the \(entry.family.id) family's sources\(hint); a type from elsewhere, drawn for comparison, is marked with where it comes from, e.g. <<Foundation>>"
                ))
        }
        return problems
    }
}
