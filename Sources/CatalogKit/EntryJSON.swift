import ExampleKit
import Foundation

/// The JSON shapes of `patterns list --json` and `patterns explain --json`.
package enum EntryJSON {
    struct Summary: Codable, Equatable {
        var id: String
        var name: String
        var family: String
        var intent: String
        var aliases: [String]
        var tags: [String]
        /// Whether `patterns drill <id>` has an exercise for the entry.
        var drill: Bool
    }

    struct Full: Codable, Equatable {
        struct Section: Codable, Equatable {
            var title: String
            var markdown: String
        }
        struct Question: Codable, Equatable {
            var question: String
            var answer: String
        }
        struct Claim: Codable, Equatable {
            var aspect: String
            var claim: String
            var provedBy: String
        }
        struct SourceFile: Codable, Equatable {
            var path: String
            var text: String
        }
        var id: String
        var name: String
        var family: String
        var intent: String
        var aliases: [String]
        var related: [String]
        var seeAlso: [String]
        var tags: [String]
        var path: String
        var sections: [Section]
        var questions: [Question]
        var atAGlance: [Claim]
        var sources: [SourceFile]?
    }

    static func summary(_ entry: Entry, drill: Bool) -> Summary {
        Summary(
            id: entry.id, name: entry.name, family: entry.family.id, intent: entry.intent,
            aliases: entry.aliases, tags: entry.tags, drill: drill)
    }

    /// `entries` as a JSON array of summaries (id, name, family, intent, aliases, tags, and
    /// `drill`: whether the entry's id is among `drills`).
    package static func list(_ entries: [Entry], drills: Set<String> = []) -> String {
        encode(entries.map { summary($0, drill: drills.contains($0.id)) })
    }

    /// `entry` in full as a JSON object; `sources` adds the implementation files.
    package static func entry(_ entry: Entry, sources: [TextFile]? = nil) -> String {
        let full = Full(
            id: entry.id, name: entry.name, family: entry.family.id, intent: entry.intent,
            aliases: entry.aliases, related: entry.related, seeAlso: entry.seeAlso, tags: entry.tags,
            path: entry.path,
            sections: entry.sections.map { Full.Section(title: $0.title.rawValue, markdown: $0.body) },
            questions: entry.questions.map { Full.Question(question: $0.question, answer: $0.answer) },
            atAGlance: entry.glance.map { Full.Claim(aspect: $0.aspect, claim: $0.claim, provedBy: $0.provedBy) },
            sources: sources?.map { Full.SourceFile(path: $0.path, text: $0.text) })
        return encode(full)
    }

    /// `value` as pretty-printed JSON with sorted keys and a final line break.
    package static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding these plain structs of strings and arrays cannot fail; an empty object
        // is the fallback that keeps the tool from trapping if it ever did.
        guard let data = try? encoder.encode(value) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
