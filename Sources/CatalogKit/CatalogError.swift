/// A malformed catalogue entry, located to the file, the line and the field.
///
/// Its description reads like a compiler diagnostic, so editors can jump to it:
/// `Catalog/behavioral/command.md:4: related: 'observr' is not an entry id (did you mean 'observer'?)`
package struct CatalogError: Error, Equatable, Hashable, Sendable, Comparable {
    /// The entry's path, relative to the package root (`Catalog/<family>/<id>.md`).
    package var file: String
    /// The 1-based line the problem is on.
    package var line: Int
    /// The front-matter key or section the problem is in, e.g. `related` or `Interview questions`.
    package var field: String
    /// What is wrong, quoting the bad value in single quotes.
    package var message: String

    package init(file: String, line: Int, field: String, message: String) {
        self.file = file
        self.line = line
        self.field = field
        self.message = message
    }

    package static func < (lhs: CatalogError, rhs: CatalogError) -> Bool {
        (lhs.file, lhs.line, lhs.field, lhs.message) < (rhs.file, rhs.line, rhs.field, rhs.message)
    }
}

extension CatalogError: CustomStringConvertible {
    package var description: String { "\(file):\(line): \(field): \(message)" }
}

/// Every problem found in a catalogue; thrown when it cannot be loaded.
package struct CatalogErrors: Error, Equatable, Sendable {
    /// The problems, sorted by file and line.
    package var errors: [CatalogError]

    package init(_ errors: [CatalogError]) {
        // Stable: problems on one line keep the order they were found in.
        self.errors = errors.enumerated()
            .sorted { ($0.element.file, $0.element.line, $0.offset) < ($1.element.file, $1.element.line, $1.offset) }
            .map(\.element)
    }
}

extension CatalogErrors: CustomStringConvertible {
    package var description: String { errors.map(\.description).joined(separator: "\n") }
}
