/// A malformed catalogue entry, located to the file, the line and the field.
///
/// Its description reads like a compiler diagnostic, so editors can jump to it:
/// `Catalog/behavioral/command.md:4: related: 'observr' is not an entry id (did you mean 'observer'?)`
public struct CatalogError: Error, Equatable, Hashable, Sendable, Comparable {
    /// The entry's path, relative to the package root (`Catalog/<family>/<id>.md`).
    public var file: String
    /// The 1-based line the problem is on.
    public var line: Int
    /// The front-matter key or section the problem is in, e.g. `related` or `Interview questions`.
    public var field: String
    /// What is wrong, quoting the bad value in single quotes.
    public var message: String

    public init(file: String, line: Int, field: String, message: String) {
        self.file = file
        self.line = line
        self.field = field
        self.message = message
    }

    public static func < (lhs: CatalogError, rhs: CatalogError) -> Bool {
        (lhs.file, lhs.line, lhs.field, lhs.message) < (rhs.file, rhs.line, rhs.field, rhs.message)
    }
}

extension CatalogError: CustomStringConvertible {
    public var description: String { "\(file):\(line): \(field): \(message)" }
}

/// Every problem found in a catalogue; thrown when it cannot be loaded.
public struct CatalogErrors: Error, Equatable, Sendable {
    /// The problems, sorted by file and line.
    public var errors: [CatalogError]

    public init(_ errors: [CatalogError]) {
        self.errors = errors.sorted()
    }
}

extension CatalogErrors: CustomStringConvertible {
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
