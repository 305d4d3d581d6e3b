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
                layer(of: file.path).map { (path: file.path, layer: $0, names: SourceNames(file.text)) }
            }
            return placed.compactMap { file in
                let outer = placed.filter { $0.layer > file.layer }.reduce(into: Set<String>()) {
                    $0.formUnion($1.names.declared)
                }
                let named = file.names.used.intersection(outer)
                return named.isEmpty ? nil : Violation(file: file.path, names: named.sorted())
            }
        }
    }

    /// The identifiers a Swift file uses and the types it declares, comments and string
    /// literals left out; the code inside a literal's `\(…)` interpolations counts.
    struct SourceNames: Sendable {
        private(set) var used: Set<String> = []
        private(set) var declared: Set<String> = []

        init(_ text: String) {
            let keywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
            var lexer = WordLexer(scalars: Array(text.unicodeScalars))
            lexer.code(untilParenthesis: false)
            var previous = ""
            for word in lexer.words {
                used.insert(word)
                if keywords.contains(previous) { declared.insert(word) }
                previous = word
            }
        }
    }

    /// Collects the identifiers of Swift code, skipping comments and the text of string
    /// literals but not their interpolations.
    private struct WordLexer {
        let scalars: [Unicode.Scalar]
        var index = 0
        var words: [String] = []

        func at(_ offset: Int) -> Unicode.Scalar {
            index + offset < scalars.count ? scalars[index + offset] : " "
        }

        static func isWord(_ scalar: Unicode.Scalar) -> Bool { scalar == "_" || scalar.properties.isAlphabetic }

        /// Code up to the end, or up to the `)` that closes an interpolation.
        mutating func code(untilParenthesis: Bool) {
            var depth = 0
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "/", at(1) == "/" {
                    while index < scalars.count, scalars[index] != "\n" { index += 1 }
                } else if scalar == "/", at(1) == "*" {
                    index += 2
                    while index < scalars.count, !(scalars[index] == "*" && at(1) == "/") { index += 1 }
                    index += 2
                } else if scalar == "\"" {
                    string()
                } else if Self.isWord(scalar) {
                    var word = String.UnicodeScalarView()
                    while index < scalars.count,
                        Self.isWord(scalars[index]) || scalars[index].properties.numericType != nil
                    {
                        word.append(scalars[index])
                        index += 1
                    }
                    words.append(String(word))
                } else {
                    if scalar == "(" { depth += 1 }
                    if scalar == ")" {
                        if untilParenthesis && depth == 0 {
                            index += 1
                            return
                        }
                        depth -= 1
                    }
                    index += 1
                }
            }
        }

        /// A string literal, plain or multi-line, from its opening quotes.
        mutating func string() {
            let quotes = at(1) == "\"" && at(2) == "\"" ? 3 : 1
            index += quotes
            while index < scalars.count {
                if scalars[index] == "\\", at(1) == "(" {
                    index += 2
                    code(untilParenthesis: true)
                } else if scalars[index] == "\\" {
                    index += 2
                } else if scalars[index] == "\"", quotes == 1 || (at(1) == "\"" && at(2) == "\"") {
                    index += quotes
                    return
                } else {
                    index += 1
                }
            }
        }
    }
}
