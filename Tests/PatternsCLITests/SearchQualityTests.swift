import CatalogContent
import ContractSupport
import Testing

@testable import CatalogKit
@testable import PatternsCLI

/// Search answers the questions people ask in interviews (``interviewQuestions``, read from
/// `InterviewQuestions.tsv`).
@Suite("Search finds the entry that answers a real interview question", .timeLimit(.minutes(3)), .watchdog)
struct SearchQualityTests {
    /// The whole catalogue and its index, built once for every test of the suite.
    static let whole: (catalog: Catalog, index: SearchIndex)? = {
        guard let catalog = try? Catalog(files: CatalogContent.files, families: Registry.standard.families) else {
            return nil
        }
        guard let synonyms = try? Synonyms.read(from: CatalogContent.files) else { return nil }
        return (catalog, SearchIndex(catalog: catalog, synonyms: synonyms))
    }()

    let catalog: Catalog
    let index: SearchIndex

    init() throws {
        let whole = try #require(Self.whole, "the catalogue is valid")
        (catalog, index) = whole
    }

    /// The share of `queries` with an answering entry in the top three, and the queries without one.
    ///
    /// Two thousand searches take seconds of CPU: they run on a thread of their own, so that
    /// they do not hold one of the cooperative pool's threads (two on this machine) that the
    /// other suites' tests are waiting for.
    func topThreeRate(_ form: KeyPath<InterviewQuestion, String> & Sendable) async throws -> (
        rate: Double, misses: [String]
    ) {
        let index = index
        return try await onThreadOfItsOwn { Self.topThreeRate(form, index: index) }
    }

    static func topThreeRate(
        _ form: KeyPath<InterviewQuestion, String>, index: SearchIndex
    ) -> (rate: Double, misses: [String]) {
        var misses: [String] = []
        for row in interviewQuestions {
            let top = index.search(row[keyPath: form], explaining: 0).prefix(3).map(\.entry.id)
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
        expect(InterviewQuestion.rows(of: InterviewQuestion.fixture).malformed, equals: [], "InterviewQuestions.tsv")
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
    func keywordQueries() async throws {
        let result = try await topThreeRate(\.keywords)
        let text = report("keywords", result)
        Attachment.record(text, named: "search-quality-keywords.txt")
        expect(result.rate >= 0.95, "\(text)")
    }

    @Test("typed as the whole question, an answering entry is in the top three for at least 90% of them")
    func wholeQuestionQueries() async throws {
        let result = try await topThreeRate(\.question)
        let text = report("whole questions", result)
        Attachment.record(text, named: "search-quality-questions.txt")
        expect(result.rate >= 0.90, "\(text)")
    }

    @Test(
        "a name the query calls a pattern counts however common its word: the delegate pattern's question finds delegation first"
    )
    func patternCueNamesTheEntry() {
        let question = "What problem does the delegate pattern solve?"
        expect(SearchText.cuedWords(in: question), equals: ["delegate"])
        expect(
            SearchText.cuedWords(in: "the Open/Closed principle; a long-method smell"),
            equals: ["closed", "method"])
        expect(index.search(question, explaining: 0).first?.entry.id, equals: "delegation")
        // The control: without the cue, words every entry's problem section shares
        // ("problem", "solve") put coordinator and mediator, which delegate a lot, first.
        var uncued = index
        uncued.tuning.cueWeight = 1
        expect(uncued.search(question, explaining: 0).first?.entry.id != "delegation")
    }

    @Test("a verb form no entry uses is looked up by the word it comes from: deep linking finds the coordinator")
    func verbFormsFindTheirBase() {
        expect(SearchIndex.baseForms(of: "linking"), equals: ["link", "linke"])
        expect(SearchIndex.baseForms(of: "logging"), equals: ["logg", "logge", "log"])
        expect(SearchIndex.baseForms(of: "cached"), equals: ["cach", "cache"])
        expect(SearchIndex.baseForms(of: "dispatch_once").isEmpty && SearchIndex.baseForms(of: "ring").isEmpty)
        expect(index.search("deep linking", explaining: 0).first?.entry.id, equals: "coordinator")
        // The control: without the base form, "deep" alone ranks deep hierarchies and deep copies first.
        var literal = index
        literal.tuning.baseFormWeight = 0
        expect(literal.search("deep linking", explaining: 0).first?.entry.id != "coordinator")
    }

    @Test("a search indexes only the words its query can match, and ranks exactly as the whole index does")
    func queryScopedIndexRanksAsTheWholeIndex() throws {
        // Two families and the synonym table keep the test fast in a debug build; the
        // equivalence holds for any catalogue. The queries take every path of the index:
        // identifiers and their parts, synonyms, prefixes, plurals, only common words, non-ASCII.
        // (Their links to other families are dropped: those entries are not in this catalogue.)
        let files = CatalogContent.files.filter {
            $0.path.hasPrefix("communication/") || $0.path.hasPrefix("creational/") || $0.path == Synonyms.path
        }.map { file in
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
            let text = lines.map { $0.hasPrefix("related:") ? "related: []" : String($0) }.joined(separator: "\n")
            return (path: file.path, text: text)
        }
        let small = try Catalog(files: files, families: Registry.standard.families)
        let synonyms = try Synonyms.read(from: files)
        let whole = SearchIndex(catalog: small, synonyms: synonyms)
        let queries = [
            "delegate vs notification", "What is delegation and how does it work?", "singleton downsides",
            "dispatch_once", "@objc selector", "blocks retain cycle", "what is it", "deleg", "factories",
            "naïve Café", "ARC", "KVO", "valueForKeyPath:",
        ]
        for query in queries {
            let scoped = SearchIndex(catalog: small, synonyms: synonyms, for: query).search(query)
            let expected = whole.search(query)
            expect(!expected.isEmpty || ["naïve Café", "valueForKeyPath:"].contains(query), "\(query) finds something")
            expect(scoped.map(\.entry.id), equals: expected.map(\.entry.id), "\(query)")
            // The same sums in another order: equal but for the last bits.
            let drift = zip(scoped, expected).map { abs($0.score - $1.score) / $1.score }.max() ?? 0
            expect(drift < 1e-9, "\(query)")
            expect(scoped.map(\.snippet), equals: expected.map(\.snippet), "\(query)")
        }
    }
}
