import ContractSupport
import Foundation
import StudyKit
import Testing

@testable import CatalogKit

/// The data the site's scripts read, checked without a browser: the quiz's question ids are
/// the command line's, and the files are valid and small.
@Suite("The site's search index and quiz data", .timeLimit(.minutes(1)), .watchdog)
struct SiteScriptTests {
    /// The JSON value a data script assigns to `window.<global>` (to `global` itself when
    /// `assigned`).
    static func value(of script: String, global: String, assigned: Bool = false) throws -> Any {
        let prefix = assigned ? global + "=" : "window.\(global)="
        try #require(script.hasPrefix(prefix), "the script assigns window.\(global)")
        var json = Substring(script.dropFirst(prefix.count))
        while let last = json.last, last == "\n" || last == ";" { json.removeLast() }
        return try JSONSerialization.jsonObject(with: Data(json.utf8))
    }

    @Test(
        "Every quiz question carries the id patterns review keeps its progress under, and its family's file its answer")
    func questionIDsAreTheCommandLines() throws {
        let (catalog, _) = try #require(SitePages.catalog)
        let files = SiteQuiz.assetFiles(catalog: catalog)
        let questionsFile = try #require(files.first { $0.path == SiteQuiz.questionsPath })
        let data = try #require(try Self.value(of: questionsFile.text, global: "PATTERNS_QUIZ") as? [String: Any])
        let families = try #require(data["families"] as? [[String]])
        expect(families, equals: catalog.families.map { [$0.id, $0.title] })
        // Each entry: id, name, family index, then [hash, question] for each question.
        let entries = try #require(data["entries"] as? [[Any]])
        var rows: [[String]] = []
        for entry in entries {
            let id = try #require(entry.first as? String)
            let family = try #require(entry.count > 2 ? entry[2] as? Int : nil)
            for question in entry.dropFirst(3) {
                let pair = try #require(question as? [String])
                try #require(pair.count == 2)
                rows.append([id + ":" + pair[0], id, families[family][0], pair[1]])
            }
        }
        let expected = catalog.entries.flatMap { entry in
            entry.questions.map {
                [QuestionID(entry: entry.id, question: $0.question).key, entry.id, entry.family.id, $0.question]
            }
        }
        expect(rows, equals: expected)
        // One file of answers per family with questions, keyed by the question's id.
        var answers: [String: String] = [:]
        var sizes: [String: Int] = [:]
        for file in files where file.path.hasPrefix("assets/quiz/") {
            let family = String(file.path.dropFirst("assets/quiz/".count).dropLast(".js".count))
            try #require(file.path == SiteQuiz.answersPath(family: family))
            let global = "(window.PATTERNS_QUIZ_ANSWERS=window.PATTERNS_QUIZ_ANSWERS||{})[\"\(family)\"]"
            let held = try #require(
                try Self.value(of: file.text, global: global, assigned: true) as? [String: String])
            let keys = Set(expected.filter { $0[2] == family }.map { $0[0] })
            expect(Set(held.keys), equals: keys, "\(file.path) holds its family's answers, no other")
            answers.merge(held) { first, _ in first }
            sizes[family] = file.text.utf8.count
        }
        for entry in catalog.entries {
            for question in entry.questions {
                let key = QuestionID(entry: entry.id, question: question.question).key
                expect(answers[key], equals: question.answer, "the answer of \(key)")
            }
        }
        expect(
            files.map(\.path).filter { !$0.hasPrefix("assets/quiz/") },
            equals: ["assets/quiz.js", SiteQuiz.questionsPath])
        expect(files.allSatisfy { !$0.text.contains("</") }, "no '</' that could end a script element")
        // The questions load at start (86 kB for 774 questions when measured; 557 kB when they
        // came with every answer); a family's answers when one is first shown (452 kB in ten
        // files, the largest 90 kB). The bounds leave room for a catalogue a third larger.
        let size = questionsFile.text.utf8.count
        expect(size < 150_000, "quiz-data.js is \(size) bytes")
        expect(sizes.values.allSatisfy { $0 < 150_000 }, "the answers' files: \(sizes)")
        // The id survives the edits that change no word, as the command line's does.
        for question in [
            "What is the *observer* pattern?", "  what is the `observer`\n pattern:", "Ｗhat is the observer pattern",
        ] {
            expect(
                SiteQuiz.questionKey(entry: "observer", question: question),
                equals: QuestionID(entry: "observer", question: question).key)
        }
        expect(
            SiteQuiz.questionKey(entry: "observer", question: "What is the \u{201C}observer\u{201D} pattern?"),
            equals: QuestionID(entry: "observer", question: "What is the \"observer\" pattern").key)
    }

    @Test("The search index holds every entry and the command line's synonyms, in under 1.4 kB an entry")
    func searchIndexIsCompleteAndSmall() throws {
        let (catalog, synonyms) = try #require(SitePages.catalog)
        let script = SiteSearch.indexScript(catalog: catalog, synonyms: synonyms)
        let index = try #require(try Self.value(of: script, global: "PATTERNS_INDEX") as? [String: Any])
        let entries = try #require(index["entries"] as? [[Any]])
        expect(entries.compactMap { $0.first as? String }, equals: catalog.ids)
        let rules = try #require(index["synonyms"] as? [String: [String]])
        expect(rules["block"]?.contains("closure") ?? false, "'block' also searches for 'closure'")
        expect(index["stop"] as? [String], equals: SearchText.stopWords.sorted())
        let budget = 1_400 * catalog.entries.count
        expect(script.utf8.count < budget, "search-index.js is \(script.utf8.count) bytes, over \(budget)")
        expect(!script.contains("</"), "no '</' that could end a script element")
        // A page loads it on the first key typed in the search box, so it grows with the catalogue
        // but not faster: 1.11 kB an entry at 112 entries, 1.21 kB at 125 (151 kB).
    }
}
