/// Ranked full-text search over names, aliases, tags, intents, bodies and questions.
///
/// Each query word scores per field, weighted by how telling the field is: a hit in the
/// id or name counts far more than one deep in the body. An entry must match every word;
/// when none does, entries matching some words are returned, marked as partial.
public struct SearchResult: Equatable, Sendable {
    public var entry: Entry
    public var score: Int
    /// Whether the entry matched every query word.
    public var matchedAll: Bool
    /// A line of the entry that shows the match.
    public var snippet: String
}

extension Catalog {
    /// The weight of a hit in each field.
    enum SearchField: Int, CaseIterable {
        case id = 12
        case name = 10
        case alias = 8
        case tag = 6
        case intent = 4
        case question = 3
        case body = 1
    }

    /// Entries matching `query`, best first.
    ///
    /// - Complexity: O(total text size) per query.
    public func search(_ query: String) -> [SearchResult] {
        let terms = Array(Set(Self.words(in: query)))
        guard !terms.isEmpty else { return [] }
        var results: [SearchResult] = []
        for entry in entries {
            let fields = Self.fieldWords(of: entry)
            var score = 0
            var matchedTerms = 0
            for term in terms {
                var termScore = 0
                for (field, words) in fields {
                    let exact = words.filter { $0 == term }.count
                    let partial = term.count >= 3 ? words.filter { $0 != term && $0.hasPrefix(term) }.count : 0
                    termScore += field.rawValue * (2 * min(exact, 5) + min(partial, 5))
                }
                if termScore > 0 { matchedTerms += 1 }
                score += termScore
            }
            if score > 0 {
                let snippet = Self.snippet(for: entry, terms: terms)
                results.append(
                    SearchResult(entry: entry, score: score, matchedAll: matchedTerms == terms.count, snippet: snippet))
            }
        }
        let complete = results.filter(\.matchedAll)
        let chosen = complete.isEmpty ? results : complete
        return chosen.sorted { ($1.score, $0.entry.id) < ($0.score, $1.entry.id) }
    }

    static func fieldWords(of entry: Entry) -> [(SearchField, [String])] {
        let bodies = entry.sections.filter { $0.title != "Intent" && $0.title != "Interview questions" }.map(\.body)
        return [
            (.id, words(in: entry.id)),
            (.name, words(in: entry.name)),
            (.alias, entry.aliases.flatMap(words(in:))),
            (.tag, entry.tags.flatMap(words(in:))),
            (.intent, words(in: entry.section("Intent") ?? "")),
            (.question, entry.questions.flatMap { words(in: $0.question + " " + $0.answer) }),
            (.body, bodies.flatMap(words(in:))),
        ]
    }

    /// Lowercased runs of letters and digits.
    ///
    /// Scans UTF-8 bytes: ASCII letters and digits are lowercased, any non-ASCII byte is kept
    /// as part of a word (so `naïve` stays one word), everything else separates words. Search
    /// reads every entry whole, so this is its hot path.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        var isASCII = true
        func flush() {
            guard !current.isEmpty else { return }
            let word = String(decoding: current, as: UTF8.self)
            words.append(isASCII ? word : word.lowercased())
            current.removeAll(keepingCapacity: true)
            isASCII = true
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                current.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                current.append(byte + 32)
            case 0x80...:
                current.append(byte)
                isASCII = false
            default:
                flush()
            }
        }
        flush()
        return words
    }

    static func snippet(for entry: Entry, terms: [String]) -> String {
        let intent = entry.intent
        let intentWords = Set(words(in: intent))
        if terms.contains(where: { term in intentWords.contains { $0.hasPrefix(term) } }) { return intent }
        for section in entry.sections
            + entry.questions.map({ Entry.Section(title: "", body: $0.question, line: $0.line, bodyLine: $0.line) })
        {
            for line in section.body.split(separator: "\n") {
                let lineWords = words(in: String(line))
                if terms.contains(where: { term in lineWords.contains { $0.hasPrefix(term) } }) {
                    // Without Markdown's list, quote and heading markers.
                    return String(line.drop { "-*>#| ".contains($0) }).trimmingSpaces
                }
            }
        }
        return intent
    }
}
