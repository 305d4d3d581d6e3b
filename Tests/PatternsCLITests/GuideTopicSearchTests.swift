import ContractSupport
import Testing

@testable import CatalogKit

/// The general questions interviews open with (what a pattern is, the three families, what
/// software architecture is) each have one answer in the catalogue, in the entry named here;
/// search must rank that entry in the top three when the question is typed as people type it.
@Suite("Search finds the answers to the general questions", .timeLimit(.minutes(1)), .watchdog)
struct GuideTopicSearchTests {
    /// A query as people type it, the entry that answers it, and words of the answer's title
    /// (checked to be in that entry, so the answer cannot move away unnoticed).
    static let topics: [(query: String, entry: String, question: String)] = [
        ("what is a design pattern", "abstract-factory", "What is a design pattern?"),
        ("what is software architecture", "clean-architecture", "What is software architecture?"),
        ("three categories of design patterns", "adapter", "What are the three categories of design patterns"),
        ("creational patterns", "abstract-factory", "What are creational design patterns for?"),
        ("structural patterns", "adapter", "What are structural design patterns for?"),
        ("behavioral design patterns", "strategy", "What are behavioural design patterns for?"),
        (
            "class creational vs object creational", "factory-method",
            "What is the difference between class-creational and object-creational patterns?"
        ),
        ("virtual constructor", "factory-method", "Why is Factory Method also called a"),
        (
            "KVO compliance accessors init dealloc", "key-value-coding",
            "Why should a KVC- or KVO-compliant class not use its accessors"
        ),
        ("what is a context map in DDD", "domain-driven-design", "What is a context map"),
        ("DDD integrity bounded context", "domain-driven-design", "How does DDD keep a model consistent"),
    ]

    @Test("each general question finds the entry that answers it in the top three", arguments: topics)
    func topicFindsItsAnswer(_ topic: (query: String, entry: String, question: String)) throws {
        // The index the search-quality suite builds once: the tool's search ranks as it does.
        let whole = try #require(SearchQualityTests.whole, "the catalogue is valid")
        let top = whole.index.search(topic.query, explaining: 0).prefix(3).map(\.entry.id)
        expect(top.contains(topic.entry), "'\(topic.query)' ranked \(top)")
        let entry = try #require(whole.catalog.entry(id: topic.entry))
        expect(
            entry.questions.contains { $0.question.hasPrefix(topic.question) },
            "'\(topic.entry)' no longer asks '\(topic.question)'")
    }
}

extension GuideTopicSearchTests {
    @Test("an entry's own interview question, typed word for word, ranks that entry first (one in ten checked)")
    func ownQuestionRanksFirst() throws {
        let whole = try #require(SearchQualityTests.whole, "the catalogue is valid")
        let asked = whole.catalog.entries.flatMap { entry in entry.questions.map { (entry.id, $0.question) } }
        var checked = 0
        for (offset, (id, question)) in asked.enumerated() where offset % 10 == 0 {
            // A question two entries ask ranks both first; either may come first.
            let askers = Set(asked.filter { SearchIndex.plainWords($0.1) == SearchIndex.plainWords(question) }.map(\.0))
            let top = whole.index.search(question, explaining: 0).prefix(askers.count).map(\.entry.id)
            expect(top.contains(id), "'\(question)' (\(id)) ranked \(top)")
            checked += 1
        }
        expect(checked > 50, "\(checked) questions checked")
    }
}

/// The words SwiftUI developers type find the declarative family's entries: a property wrapper,
/// a protocol, a view or a library's name, each ranked first.
@Suite("Search finds the declarative entries by SwiftUI's words", .timeLimit(.minutes(1)), .watchdog)
struct SwiftUIWordsSearchTests {
    static let words: [(query: String, entry: String)] = [
        ("@Observable", "observable-mvvm"), ("@StateObject", "state-ownership"),
        ("EnvironmentObject", "environment-injection"), ("PreferenceKey", "preferences"),
        ("NavigationStack", "navigation-path"), ("TCA", "store"), ("@Bindable", "state-ownership"),
    ]

    @Test("each word ranks its entry first", arguments: words)
    func wordFindsItsEntry(_ word: (query: String, entry: String)) throws {
        let whole = try #require(SearchQualityTests.whole, "the catalogue is valid")
        let first = whole.index.search(word.query, explaining: 0).first?.entry.id
        expect(first, equals: word.entry, "'\(word.query)'")
    }
}
