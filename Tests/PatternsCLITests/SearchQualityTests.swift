import CatalogContent
import CatalogKit
import ContractSupport
import Testing

@testable import PatternsCLI

/// Search answers the questions people ask in interviews (``interviewQuestions``).
@Suite("Search finds the entry that answers a real interview question")
struct SearchQualityTests {
    let catalog: Catalog

    init() throws {
        catalog = try Catalog(files: CatalogContent.files, families: Registry.standard.families)
    }

    /// The share of `queries` with an answering entry in the top three, and the queries without one.
    func topThreeRate(_ form: KeyPath<InterviewQuestion, String>) -> (rate: Double, misses: [String]) {
        let index = SearchIndex(catalog: catalog)
        var misses: [String] = []
        for row in interviewQuestions {
            let top = index.search(row[keyPath: form]).prefix(3).map(\.entry.id)
            if !top.contains(where: row.answers.contains) {
                misses.append("'\(row[keyPath: form])' → \(top) (wanted \(row.answers))")
            }
        }
        let rate = Double(interviewQuestions.count - misses.count) / Double(max(1, interviewQuestions.count))
        return (rate, misses)
    }

    func report(_ name: String, _ result: (rate: Double, misses: [String])) -> String {
        let percent = (result.rate * 1000).rounded() / 10
        return "\(name): \(percent)% in the top 3 (\(interviewQuestions.count) questions)\n"
            + result.misses.map { "  miss: \($0)" }.joined(separator: "\n")
    }

    @Test("the fixture holds at least 120 sourced questions, covering every family, naming only real ids")
    func fixtureIsSound() {
        expect(interviewQuestions.count >= 120)
        let ids = Set(catalog.ids)
        for row in interviewQuestions {
            expect(!row.answers.isEmpty && row.answers.allSatisfy(ids.contains), "\(row.question): \(row.answers)")
            expect(row.source.hasPrefix("http"), "\(row.question) has no source")
            expect(!row.keywords.isEmpty && row.question.count > row.keywords.count, "\(row.question)")
        }
        let answered = Set(interviewQuestions.compactMap { catalog.entry(id: $0.answers[0])?.family })
        for family in catalog.families {
            expect(answered.contains(family), "no question is answered first by the family '\(family.id)'")
        }
    }

    @Test("typed as keywords, an answering entry is in the top three for at least 95% of the questions")
    func keywordQueries() {
        let result = topThreeRate(\.keywords)
        let text = report("keywords", result)
        Attachment.record(text, named: "search-quality-keywords.txt")
        expect(result.rate >= 0.95, "\(text)")
    }

    @Test("typed as the whole question, an answering entry is in the top three for at least 90% of them")
    func wholeQuestionQueries() {
        let result = topThreeRate(\.question)
        let text = report("whole questions", result)
        Attachment.record(text, named: "search-quality-questions.txt")
        expect(result.rate >= 0.90, "\(text)")
    }

    @Test("a search indexes only the words its query can match, and ranks exactly as the whole index does")
    func queryScopedIndexRanksAsTheWholeIndex() {
        let whole = SearchIndex(catalog: catalog)
        // Every fortieth row in both forms, and queries that take the index's other paths:
        // identifiers and their parts, synonyms, prefixes, only common words, non-ASCII.
        let rows = interviewQuestions.enumerated().filter { $0.offset % 40 == 0 }.map(\.element)
        let queries =
            rows.flatMap { [$0.keywords, $0.question] } + [
                "dispatch_once", "@objc selector", "blocks retain cycle", "what is it", "deleg", "factories",
                "naïve Café",
                "ARC", "TCA", "valueForKeyPath:",
            ]
        for query in queries {
            let scoped = SearchIndex(catalog: catalog, for: query).search(query)
            let expected = whole.search(query)
            expect(scoped.map(\.entry.id), equals: expected.map(\.entry.id), "\(query)")
            // The same sums in another order: equal but for the last bits.
            let drift = zip(scoped, expected).map { abs($0.score - $1.score) / $1.score }.max() ?? 0
            expect(drift < 1e-9, "\(query)")
            expect(scoped.map(\.snippet), equals: expected.map(\.snippet), "\(query)")
        }
    }
}
