import ContractSupport
import ExampleKit
import Testing

@testable import CatalogKit

/// The two entries search tests run on: `command`, named in its id, name and intent, and
/// `observer` (alias Publish-Subscribe), whose trade-offs say `observerTradeOffs`.
func searchFixtureEntries(observerTradeOffs: String) -> [(path: String, text: String)] {
    var command = EntryFixture(id: "command", name: "Command", family: "behavioral")
    command = command.replacing("Intent", with: "Turn a request into an object that can be undone.")
    var observer = EntryFixture()
    observer.extraFrontMatter = ["aliases: [Publish-Subscribe]"]
    observer = observer.replacing("Trade-offs", with: observerTradeOffs)
    return [command.file, observer.file]
}

@Suite(
    "Search ranks by relevance, widens with synonyms, and suggestions catch typos", .timeLimit(.minutes(1)), .watchdog)
struct SearchTests {
    func catalog() throws -> Catalog {
        try Catalog(
            files: searchFixtureEntries(observerTradeOffs: "Undo is not its business; commands are."),
            families: Family.fixtures)
    }

    @Test("an entry whose name matches ranks above one that mentions the word in its body")
    func nameBeatsBody() throws {
        let results = try catalog().search("command")
        expect(results.map(\.entry.id), equals: ["command", "observer"])
        expect(results[0].score > results[1].score)
    }

    @Test("an entry matching every word ranks first; prefixes count; the snippet shows the match")
    func allWordsRankFirst() throws {
        let results = try catalog().search("undo request")
        expect(results.first?.entry.id, equals: "command")
        expect(results.first?.matchedAll, equals: true)
        expect(results.dropFirst().allSatisfy { !$0.matchedAll })
        expect(results.first?.snippet, equals: "Turn a request into an object that can be undone.")
        expect(try catalog().search("publ").first?.entry.id == "observer")
    }

    @Test("a stray word does not exclude the entry that matches the others")
    func strayWordsDoNotExclude() throws {
        // 'vs', 'how' and 'does' are common words; 'zebra' matches nothing: none of them hides 'command'.
        let results = try catalog().search("how does command vs zebra work")
        expect(results.first?.entry.id, equals: "command")
        expect(try catalog().search("What is the command pattern and how does it work?").first?.entry.id == "command")
    }

    @Test("plurals find singulars, and identifiers stay whole")
    func stemmingAndIdentifiers() throws {
        expect(SearchText.terms(in: "Delegates, observers and factories"), equals: ["delegate", "observer", "factory"])
        expect(SearchText.terms(in: "classes matches"), equals: ["class", "match"])
        expect(
            SearchText.terms(in: "dispatch_once @objc #selector valueForKeyPath:"),
            equals: [
                "dispatch_once", "@objc", "#selector", "valueforkeypath",
            ])
        expect(SearchText.parts(of: "dispatch_once"), equals: ["dispatch", "once"])
        var command = EntryFixture(id: "command", name: "Command", family: "behavioral")
        command = command.replacing("Trade-offs", with: "Objective-C used `dispatch_once` here.")
        var visitor = EntryFixture(id: "visitor", name: "Visitor", family: "behavioral")
        visitor = visitor.replacing("Intent", with: "Double dispatch: run code chosen by two types, once each.")
        let catalog = try Catalog(files: [command.file, visitor.file], families: Family.fixtures)
        expect(catalog.search("dispatch_once").map(\.entry.id), equals: ["command"])
        // An identifier no entry spells out is looked for by its parts.
        expect(catalog.search("dispatch_twice").first?.entry.id, equals: "visitor")
    }

    @Test("the snippet is the entry's interview question that best matches the query")
    func snippetIsTheBestQuestion() throws {
        let results = try catalog().search("retain cycles")
        let observer = try #require(results.first { $0.entry.id == "observer" })
        expect(observer.question, equals: "How do you avoid retain cycles?")
        expect(observer.snippet, equals: "How do you avoid retain cycles?")
        expect(try catalog().search("undo").first { $0.entry.id == "command" }?.question == nil)
    }

    @Test("the synonym table widens a query both ways with '=', one way with '->'")
    func synonymsWiden() throws {
        let table = "# Synonyms\n\nProse is fine.\n\n- block = closure\n- tca -> command, undo\n"
        var observer = EntryFixture()
        observer = observer.replacing("Trade-offs", with: "Each subscriber is a closure.")
        var command = EntryFixture(id: "command", name: "Command", family: "behavioral")
        command = command.replacing("Trade-offs", with: "A block runs the undo.")
        let files = [observer.file, command.file, (path: Synonyms.path, text: table)]
        let catalog = try Catalog(files: files, families: Family.fixtures)
        let synonyms = try Synonyms.read(from: files)
        expect(catalog.search("block", synonyms: synonyms).map(\.entry.id).sorted(), equals: ["command", "observer"])
        expect(catalog.search("closure", synonyms: synonyms).map(\.entry.id).sorted(), equals: ["command", "observer"])
        expect(catalog.search("tca", synonyms: synonyms).first?.entry.id, equals: "command")
        expect(catalog.search("undo", synonyms: synonyms).map(\.entry.id), equals: ["command"])
        // Without the table, a word finds only what it says.
        expect(catalog.search("block").map(\.entry.id), equals: ["command"])
    }

    @Test("a malformed synonym rule is an error naming the file and the line")
    func malformedSynonyms() {
        let table = "# Synonyms\n\n- block = closure\n- block closure\nkvo = key-value observing\n- a -> \n- the = of\n"
        let files = [EntryFixture().file, (path: Synonyms.path, text: table)]
        expect(errors(loading: files), equals: [], "the table is search data, not an entry")
        var found: [CatalogError] = []
        do { _ = try Synonyms.read(from: files) } catch { found = error.errors }
        expect(found.map(\.line), equals: [4, 5, 6, 7])
        expect(found.allSatisfy { $0.file == "Catalog/search/synonyms.md" && $0.field == "synonyms" })
        expect(found.first?.message.contains("'block closure'"), equals: true)
    }

    @Test("no query crashes search, and results are ordered by score")
    func fuzzedQueries() throws {
        let catalog = try catalog()
        let pieces = [
            "command", "undo", "@", "#", "_", ":", "-", "->", "=", "vs", "the", "☃", "naïve", "e\u{301}", "'s", "ss",
            "ies", "@_#", "__", "  ", "\n", "s", "\u{0}", "日本", "publ", "x_y", "#@", "12",
        ]
        var seed: UInt64 = 7
        for _ in 0..<400 {
            var query = ""
            for _ in 0..<Int(seed % 6) {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                query += pieces[Int((seed >> 33) % UInt64(pieces.count))]
            }
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let results = catalog.search(query)
            expect(zip(results, results.dropFirst()).allSatisfy { $0.score >= $1.score }, "\(query)")
            _ = Synonyms.parse(query, file: "fuzz")
            _ = Synonyms.parse("- " + query, file: "fuzz")
        }
    }

    @Test("when no entry matches every word, partial matches are returned and marked")
    func partialMatches() throws {
        let results = try catalog().search("command zebra")
        expect(results.first?.entry.id, equals: "command")
        expect(results.allSatisfy { !$0.matchedAll })
        expect(try catalog().search("zebra").isEmpty)
        expect(try catalog().search("  ").isEmpty)
    }

    @Test(
        "a tag that only one entry carries resolves to that entry, written with spaces or dashes; a shared tag to none")
    func uniqueTagsResolve() throws {
        var command = EntryFixture(id: "command", name: "Command", family: "behavioral")
        command.extraFrontMatter = ["tags: [undo-stack, events]"]
        var observer = EntryFixture()
        observer.extraFrontMatter = ["aliases: [Publish-Subscribe]", "tags: [events]"]
        let catalog = try Catalog(files: [command.file, observer.file], families: Family.fixtures)
        expect(catalog.resolve("undo-stack")?.id, equals: "command")
        expect(catalog.resolve("Undo Stack")?.id, equals: "command")
        expect(catalog.resolve("events") == nil, "two entries carry the tag 'events'")
        expect(catalog.resolve("Publish-Subscribe")?.id, equals: "observer")
    }

    @Test("a typo suggests the nearest id; a name or alias resolves to its entry")
    func suggestions() throws {
        let catalog = try catalog()
        expect(catalog.suggestion(for: "obsrver"), equals: "observer")
        expect(catalog.suggestion(for: "comand"), equals: "command")
        expect(catalog.suggestion(for: "zzzzzz") == nil)
        expect(catalog.resolve("Publish-Subscribe")?.id, equals: "observer")
        expect(catalog.resolve("COMMAND")?.id, equals: "command")
        expect(Suggestion.nearest(to: "--famly", in: ["--family", "--json"]), equals: "--family")
        expect(Suggestion.editDistance(Array("ab"), Array("ba")), equals: 1)
    }

    @Test("naming an entry word for word counts: the same words out of order score less")
    func namingAnEntryCounts() throws {
        let index = SearchIndex(catalog: try catalog(), synonyms: Synonyms())
        let named = try #require(index.ranking(for: "publish subscribe").first { $0.id == "observer" })
        let scrambled = try #require(index.ranking(for: "subscribe publish").first { $0.id == "observer" })
        expect(named.score > scrambled.score, "\(named.score) > \(scrambled.score)")
        // A name of two words counts more than a name of one: both words are the entry's.
        expect(SearchIndex.titles(of: try catalog().entries[1]).contains(["publish", "subscribe"]))
    }

    @Test("question phrasing is not a search word: 'design pattern', 'most appropriate', 'real-world'")
    func questionPhrasingIsDropped() {
        expect(SearchText.terms(in: "Which design pattern is most appropriate here?"), equals: [])
        expect(SearchText.terms(in: "Give a real-world example of a facade"), equals: ["facade"])
        // Only before "pattern": the design in a name stays.
        expect(SearchText.terms(in: "big design up front"), equals: ["big", "design", "front"])
    }

    @Test("Swift's forced operators are search terms: as!, try!, as?, try?")
    func forcedOperatorsStayWhole() {
        expect(
            SearchText.terms(in: "x as! Int, try? f(), try! g(), y as? Z"),
            equals: ["x", "as!", "int", "try?", "f", "try!", "g", "y", "as?", "z"])
        expect(SearchText.terms(in: "Why? Not this!"), equals: [])
    }

    @Test("an entry's family counts as a tag: 'behavioral patterns' finds the behavioral entry")
    func familyIsATag() throws {
        expect(try catalog().search("behavioral patterns").map(\.entry.id), equals: ["command"])
        expect(try catalog().search("communication").first?.entry.id, equals: "observer")
    }
}
