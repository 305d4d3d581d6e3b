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
    public init(files: [(path: String, text: String)], families: [Family]) throws(CatalogErrors) {
        try self.init(files: files, families: families, checkingDiagrams: true)
    }

    /// Reads `files` that were validated before (by the build, for the catalogue embedded in
    /// the binary): the same checks, except that Mermaid diagrams, the costly part, are
    /// neither validated nor parsed until an entry's class diagram is asked for.
    public init(validatedFiles files: [(path: String, text: String)], families: [Family]) throws(CatalogErrors) {
        try self.init(files: files, families: families, checkingDiagrams: false)
    }

    private init(
        files: [(path: String, text: String)], families: [Family], checkingDiagrams: Bool
    ) throws(CatalogErrors) {
        var errors: [CatalogError] = []
        var parsed: [Entry] = []
        var synonyms = Synonyms()
        for file in files where file.path == Synonyms.path {
            let table = Synonyms.parse(file.text, file: "Catalog/" + file.path)
            synonyms = table.synonyms
            errors += table.errors
        }
        for file in files where file.path != Synonyms.path {
            let result = EntryParser.parse(
                path: file.path, text: file.text, families: families, checkingDiagrams: checkingDiagrams)
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
        entries = validated.sorted { (order[$0.family.id] ?? 0, $0.id) < (order[$1.family.id] ?? 0, $1.id) }
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

    /// The entry whose id is `word`, or whose name or alias is `word` (case-insensitive), or
    /// else the one entry tagged `word`: `long-method` (or "Long Method") opens the smells'
    /// group that holds it. A tag that several entries share names none of them.
    public func resolve(_ word: String) -> Entry? {
        if let entry = entry(id: word) { return entry }
        let lowered = word.lowercased()
        let named = entries.first { entry in
            entry.id == lowered || entry.name.lowercased() == lowered
                || entry.aliases.contains { $0.lowercased() == lowered }
        }
        if let named { return named }
        let tag = lowered.split(whereSeparator: \.isWhitespace).joined(separator: "-")
        let tagged = entries.filter { $0.tags.contains { $0.lowercased() == tag } }
        return tagged.count == 1 ? tagged[0] : nil
    }
}
