import ExampleKit

/// What `patterns list` shows of an entry: its id, name, family, aliases, tags and intent.
///
/// ``summaries(of:)`` reads only the front matter and the `Intent` section of each file,
/// so listing the catalogue costs a fraction of parsing it whole. It assumes the files are
/// valid: the tool calls it only for a catalogue that the full validator has already
/// passed (at build time, for the catalogue compiled into the binary).
public struct EntrySummary: Equatable, Sendable {
    public var id: String
    public var name: String
    public var family: Family
    public var aliases: [String]
    public var tags: [String]
    /// The first sentence of the intent, on one line.
    public var intent: String

    public init(id: String, name: String, family: Family, aliases: [String], tags: [String], intent: String) {
        self.id = id
        self.name = name
        self.family = family
        self.aliases = aliases
        self.tags = tags
        self.intent = intent
    }

    /// The summary of a parsed entry.
    public init(_ entry: Entry) {
        self.init(
            id: entry.id, name: entry.name, family: entry.family, aliases: entry.aliases, tags: entry.tags,
            intent: entry.intent)
    }

    /// The summaries of `files` (paths relative to `Catalog/`) of `families`, in catalogue
    /// order; a file whose head cannot be read, or whose family is unknown, is skipped.
    public static func summaries(of files: [(path: String, text: String)], families: [Family]) -> [EntrySummary] {
        let order = Dictionary(
            families.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
        return files.compactMap { summary(of: $0.text, families: families) }.sorted {
            (order[$0.family.id] ?? 0, $0.id) < (order[$1.family.id] ?? 0, $1.id)
        }
    }

    static func summary(of text: String, families: [Family]) -> EntrySummary? {
        var fields: [Substring: Substring] = [:]
        var intentLines: [Substring] = []
        var state = 0  // 0 before the front matter, 1 in it, 2 after it, 3 in the intent
        var remaining = Substring(text)
        while !remaining.isEmpty {
            let end = remaining.utf8.firstIndex(of: UInt8(ascii: "\n")) ?? remaining.endIndex
            let line = remaining[..<end]
            remaining = end == remaining.endIndex ? "" : remaining[remaining.utf8.index(after: end)...]
            switch state {
            case 0:
                state = line.utf8.elementsEqual("---".utf8) ? 1 : 0
            case 1:
                if line.utf8.elementsEqual("---".utf8) {
                    state = 2
                } else if let colon = line.utf8.firstIndex(of: UInt8(ascii: ":")) {
                    fields[line[..<colon]] = line[line.utf8.index(after: colon)...]
                }
            case 2:
                if line.utf8.starts(with: "## Intent".utf8) { state = 3 }
            default:
                if line.utf8.first == UInt8(ascii: "#") || (Source.isBlankLine(line) && !intentLines.isEmpty) {
                    remaining = ""
                } else if !Source.isBlankLine(line) {
                    intentLines.append(line)
                }
            }
        }
        guard let id = fields["id"]?.trimmingSpaces, let familyName = fields["family"]?.trimmingSpaces,
            let family = families.first(where: { $0.id == familyName })
        else { return nil }
        func list(_ key: Substring) -> [String] {
            guard let value = fields[key]?.trimmingSpaces, value.hasPrefix("["), value.hasSuffix("]") else { return [] }
            return value.dropFirst().dropLast().split(separator: ",").map { $0.trimmingSpaces }.filter { !$0.isEmpty }
        }
        let intent = Entry.oneLineIntent(paragraph: intentLines)
        return EntrySummary(
            id: id, name: fields["name"]?.trimmingSpaces ?? id, family: family, aliases: list("aliases"),
            tags: list("tags"), intent: intent)
    }
}
