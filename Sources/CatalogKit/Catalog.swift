import ExampleKit

/// The whole catalogue: every entry, checked against each other.
///
/// ```swift
/// let catalog = try Catalog(files: CatalogContent.files, families: [Creational.family])
/// catalog.entry(id: "observer")?.intent
/// ```
public struct Catalog: Equatable, Sendable {
    /// Every entry, by family (in the order the families were given), then by id.
    public let entries: [Entry]
    /// The families the catalogue was read with, in order.
    public let knownFamilies: [Family]
    /// The search synonyms, from ``Synonyms/path`` (empty when the files have none).
    public let synonyms: Synonyms
    private let indexByID: [String: Int]

    /// Parses and validates `files` (paths relative to `Catalog/`, e.g. `behavioral/command.md`)
    /// as entries of `families`.
    ///
    /// Throws ``CatalogErrors`` with every problem found, in every file: a malformed entry,
    /// an unknown family, a duplicate id, a `related` id that does not exist, a malformed
    /// rule in the synonym table (the file at ``Synonyms/path``, read as that, not as an entry).
    /// The Mermaid diagrams are checked apart, by ``diagramProblems(types:)``.
    public init(files: [(path: String, text: String)], families: [Family]) throws(CatalogErrors) {
        var errors: [CatalogError] = []
        var parsed: [Entry] = []
        var synonyms = Synonyms()
        for file in files where file.path == Synonyms.path {
            let table = Synonyms.parse(file.text, file: "Catalog/" + file.path)
            synonyms = table.synonyms
            errors += table.errors
        }
        for file in files where file.path != Synonyms.path {
            let result = EntryParser.parse(path: file.path, text: file.text, families: families)
            errors += result.errors
            if let entry = result.entry { parsed.append(entry) }
        }
        var firstPathByID: [String: String] = [:]
        for entry in parsed {
            if let first = firstPathByID[entry.id] {
                errors.append(
                    CatalogError(
                        file: entry.path, line: entry.line(of: "id"), field: "id",
                        message: "'\(entry.id)' is already the id of \(first)"))
            } else {
                firstPathByID[entry.id] = entry.path
            }
        }
        let ids = Set(firstPathByID.keys)
        for entry in parsed {
            for related in entry.related {
                if related == entry.id {
                    errors.append(
                        CatalogError(
                            file: entry.path, line: entry.line(of: "related"), field: "related",
                            message: "'\(related)' is the entry itself"))
                } else if !ids.contains(related) {
                    let hint =
                        Suggestion.hint(for: related, in: ids.sorted())
                    errors.append(
                        CatalogError(
                            file: entry.path, line: entry.line(of: "related"),
                            field: "related", message: "'\(related)' is not an entry id\(hint)"))
                }
            }
        }
        guard errors.isEmpty else { throw CatalogErrors(errors) }
        self.init(validated: parsed, families: families, synonyms: synonyms)
    }

    private init(validated: [Entry], families: [Family], synonyms: Synonyms) {
        knownFamilies = families
        self.synonyms = synonyms
        let order = Dictionary(
            families.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
        // Sorted by keys worked out once, not by comparing (and moving) whole entries.
        let keys = validated.indices.map { (order[validated[$0].family.id] ?? 0, validated[$0].id, $0) }
        entries = keys.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map { validated[$0.2] }
        indexByID = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($0.element.id, $0.offset) })
    }

    /// The entry with `id`, if any.
    public func entry(id: String) -> Entry? {
        indexByID[id].map { entries[$0] }
    }

    /// The entries of `family`, by id.
    public func entries(in family: Family) -> [Entry] {
        entries.filter { $0.family == family }
    }

    /// The families that have at least one entry, in order.
    public var families: [Family] {
        knownFamilies.filter { family in entries.contains { $0.family == family } }
    }

    /// Every id, in catalogue order.
    public var ids: [String] { entries.map(\.id) }

    /// The entry `word` most plausibly meant: an id or alias close to it, or one of its names.
    public func suggestion(for word: String) -> String? {
        let lowered = word.lowercased()
        if let byAlias = entries.first(where: { entry in
            entry.name.lowercased() == lowered || entry.aliases.contains { $0.lowercased() == lowered }
        }) {
            return byAlias.id
        }
        return Suggestion.nearest(to: word, in: ids)
    }

    /// The entry whose id is `word`, or whose name or alias is `word` (case-insensitive).
    public func resolve(_ word: String) -> Entry? {
        if let entry = entry(id: word) { return entry }
        let lowered = word.lowercased()
        return entries.first { entry in
            entry.id == lowered || entry.name.lowercased() == lowered
                || entry.aliases.contains { $0.lowercased() == lowered }
        }
    }
}
