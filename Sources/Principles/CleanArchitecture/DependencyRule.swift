/// The dependency rule as a check on source text: a file of an inner layer never names a
/// type declared in an outer layer.
///
/// A file's layer is the first folder of its path that the rule lists (`Entities`,
/// `UseCases`, `Adapters`, `Frameworks`, innermost first). Names inside comments and string
/// literals do not count: only code can depend on anything.
///
/// ```swift
/// let problems = CleanArchitecture.DependencyRule.clean.violations(in: Principles.sourceFiles)
/// // [] while every layer names only layers inside it
/// ```
///
/// - Complexity: O(n) in the sources' length.
extension CleanArchitecture {
    struct DependencyRule: Sendable {
        /// The layers' folder names, innermost first.
        let layers: [String]

        /// Entities, use cases, interface adapters, frameworks and drivers.
        static let clean = DependencyRule(layers: ["Entities", "UseCases", "Adapters", "Frameworks"])

        /// One file that names types of an outer layer.
        struct Violation: Equatable, Sendable {
            let file: String
            /// The outer types it names, sorted.
            let names: [String]
        }

        /// The index of `path`'s layer in ``layers``, or `nil` when it is in none.
        func layer(of path: String) -> Int? {
            path.split(separator: "/").lazy.compactMap { layers.firstIndex(of: String($0)) }.first
        }

        /// Every file of `files` that names a type declared in a layer outside its own.
        func violations(in files: [(path: String, text: String)]) -> [Violation] {
            let placed = files.compactMap { file in
                layer(of: file.path).map {
                    (path: file.path, layer: $0, source: SwiftSource(path: file.path, text: file.text))
                }
            }
            return placed.compactMap { file in
                let outer = placed.filter { $0.layer > file.layer }.reduce(into: Set<String>()) {
                    $0.formUnion($1.source.declaredTypes)
                }
                let named = file.source.words.intersection(outer)
                return named.isEmpty ? nil : Violation(file: file.path, names: named.sorted())
            }
        }
    }
}
