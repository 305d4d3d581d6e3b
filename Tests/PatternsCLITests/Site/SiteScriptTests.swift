import ContractSupport
import Foundation
import StudyKit
import Testing

@testable import CatalogKit

/// The data the site's scripts read, checked without a browser: the quiz's question ids are
/// the command line's, and the files are valid and small.
@Suite("The site's search index and quiz data", .timeLimit(.minutes(1)), .watchdog)
struct SiteScriptTests {
    /// The JSON value a data script assigns to `global`.
    static func value(of script: String, global: String) throws -> Any {
        let prefix = "window.\(global)="
        try #require(script.hasPrefix(prefix), "the script assigns window.\(global)")
        var json = Substring(script.dropFirst(prefix.count))
        while let last = json.last, last == "\n" || last == ";" { json.removeLast() }
        return try JSONSerialization.jsonObject(with: Data(json.utf8))
    }

    @Test("Every quiz question carries the id patterns review keeps its progress under")
    func questionIDsAreTheCommandLines() throws {
        let (catalog, _) = try #require(SitePages.catalog)
        let data = try #require(
            try Self.value(of: SiteQuiz.dataScript(catalog: catalog), global: "PATTERNS_QUIZ") as? [String: Any])
        let rows = try #require(data["questions"] as? [[String]])
        let expected = catalog.entries.flatMap { entry in
            entry.questions.map { [QuestionID(entry: entry.id, question: $0.question).key, entry.id, $0.question] }
        }
        expect(rows.map { Array($0[0...1]) + [$0[4]] }, equals: expected)
        expect(
            rows.allSatisfy { $0.count == 6 && !$0[5].isEmpty }, "each question has its entry's name, family and answer"
        )
        // Every answer is in it (557 kB for 774 questions when measured): only quiz.html loads it.
        let size = SiteQuiz.dataScript(catalog: catalog).utf8.count
        expect(size < 700_000, "quiz-data.js is \(size) bytes")
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

    @Test("The search index holds every entry and the command line's synonyms, in under 150 kB")
    func searchIndexIsCompleteAndSmall() throws {
        let (catalog, synonyms) = try #require(SitePages.catalog)
        let script = SiteSearch.indexScript(catalog: catalog, synonyms: synonyms)
        let index = try #require(try Self.value(of: script, global: "PATTERNS_INDEX") as? [String: Any])
        let entries = try #require(index["entries"] as? [[Any]])
        expect(entries.compactMap { $0.first as? String }, equals: catalog.ids)
        let rules = try #require(index["synonyms"] as? [String: [String]])
        expect(rules["block"]?.contains("closure") ?? false, "'block' also searches for 'closure'")
        expect(index["stop"] as? [String], equals: SearchText.stopWords.sorted())
        expect(script.utf8.count < 150_000, "search-index.js is \(script.utf8.count) bytes")
        expect(!script.contains("</"), "no '</' that could end a script element")
        // 124 kB when measured; a page loads it on the first key typed in the search box.
    }
}
