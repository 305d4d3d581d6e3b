import ContractSupport
import Testing

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
    func topicFindsItsAnswer(_ topic: (query: String, entry: String, question: String)) async {
        let result = await runTool(["search"] + topic.query.split(separator: " ").map(String.init))
        expect(result.status, equals: 0, "\(result.err)")
        let lines = result.out.split(separator: "\n")
        // An entry's line starts with two spaces and its id; the lines under it show what matched.
        let ranked = lines.filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        expect(ranked.prefix(3).contains(topic.entry), "'\(topic.query)' ranked \(ranked.prefix(3))")
        // The JSON form: question titles whole, not wrapped to a terminal's width.
        let entry = await runTool(["explain", topic.entry, "--json"])
        expect(entry.out.contains(topic.question), "'\(topic.entry)' no longer asks '\(topic.question)'")
    }
}
