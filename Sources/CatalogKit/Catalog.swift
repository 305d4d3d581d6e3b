import Dispatch
import ExampleKit
import Synchronization

/// The whole catalogue: every entry, checked against each other.
///
/// ```swift
/// let catalog = try Catalog(files: CatalogContent.files, families: [Creational.family])
/// catalog.entry(id: "observer")?.intent
/// ```
package struct Catalog: Equatable, Sendable {
    /// Every entry, by family (in the order the families were given), then by id.
    package let entries: [Entry]
    /// The families the catalogue was read with, in order.
    package let knownFamilies: [Family]
    private let indexByID: [String: Int]

    /// Parses and validates `files` (paths relative to `Catalog/`, e.g. `behavioral/command.md`)
    /// as entries of `families`.
    ///
    /// Throws ``CatalogErrors`` with every problem found, in every file: a malformed entry,
    /// an unknown family, a duplicate id, a `related` id that does not exist. The files under
    /// `search/` are search data, not entries: the synonym table (``Synonyms/read(from:)``) and
    /// the interview-question fixture that ranks the study path. The Mermaid diagrams are checked apart, by
    /// ``diagramProblems(types:)``.
    package init(files: [TextFile], families: [Family]) throws(CatalogErrors) {
        var errors: [CatalogError] = []
        var parsed: [Entry] = []
        let results = Self.parseEach(files.filter { !$0.path.hasPrefix("search/") }, families: families)
        for index in results.indices {
            errors += results[index].errors
            if let entry = results[index].entry { parsed.append(entry) }
        }
        // The entries are read in place, by index: a loop over them would copy each one.
        var firstPathByID: [String: String] = [:]
        for index in parsed.indices {
            let id = parsed[index].id
            if let first = firstPathByID[id] {
                errors.append(
                    CatalogError(
                        file: parsed[index].path, line: parsed[index].line(of: "id"), field: "id",
                        message: "'\(id)' is already the id of \(first)"))
            } else {
                firstPathByID[id] = parsed[index].path
            }
        }
        let ids = Set(firstPathByID.keys)
        for index in parsed.indices {
            let id = parsed[index].id
            for related in parsed[index].related where related == id || !ids.contains(related) {
                let line = parsed[index].line(of: "related")
                let message =
                    related == id
                    ? "'\(related)' is the entry itself"
                    : "'\(related)' is not an entry id\(Suggestion.hint(for: related, in: ids.sorted()))"
                errors.append(CatalogError(file: parsed[index].path, line: line, field: "related", message: message))
            }
        }
        guard errors.isEmpty else { throw CatalogErrors(errors) }
        // By family, then id: the order is worked out on numbers, then each entry is placed once.
        let familyIDs = families.map(\.id)
        let rank = parsed.indices.map { index in familyIDs.firstIndex(of: parsed[index].family.id) ?? 0 }
        let order = parsed.indices.sorted { (rank[$0], parsed[$0].id) < (rank[$1], parsed[$1].id) }
        self.init(validated: order.map { parsed[$0] }, families: families)
    }

    /// Every file parsed, in order. The files are independent, so they are parsed on every
    /// core: every command reads the whole catalogue before it does anything else.
    private static func parseEach(_ files: [TextFile], families: [Family]) -> [(entry: Entry?, errors: [CatalogError])]
    {
        let results = Mutex([(entry: Entry?, errors: [CatalogError])](repeating: (nil, []), count: files.count))
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let file = files[index]
            let result = EntryParser.parse(path: file.path, text: file.text, families: families)
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0 }
    }

    private init(validated: [Entry], families: [Family]) {
        knownFamilies = families
        entries = validated
        indexByID = Dictionary(uniqueKeysWithValues: validated.indices.map { (validated[$0].id, $0) })
    }

    /// The entry with `id`, if any.
    package func entry(id: String) -> Entry? {
        indexByID[id].map { entries[$0] }
    }

    /// The entries of `family`, by id.
    package func entries(in family: Family) -> [Entry] {
        entries.filter { $0.family == family }
    }

    /// The families that have at least one entry, in order.
    package var families: [Family] {
        knownFamilies.filter { family in entries.contains { $0.family == family } }
    }

    /// Every id, in catalogue order.
    package var ids: [String] { entries.map(\.id) }

    /// The entry `word` most plausibly meant: an id or alias close to it, or one of its names.
    package func suggestion(for word: String) -> String? {
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
    package func resolve(_ word: String) -> Entry? {
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
