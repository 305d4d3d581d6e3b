import ExampleKit
import Testing

@testable import CatalogKit

@Suite("Search ranks names above bodies, and suggestions catch typos")
struct SearchTests {
    func catalog() throws -> Catalog {
        var command = EntryFixture()
        command.id = "command"
        command.name = "Command"
        command.family = "behavioral"
        command = command.replacing("Intent", with: "Turn a request into an object that can be undone.")
        var observer = EntryFixture()
        observer.extraFrontMatter = ["aliases: [Publish-Subscribe]"]
        observer = observer.replacing("Trade-offs", with: "Undo is not its business; commands are.")
        return try Catalog(files: [command.file, observer.file], families: Family.fixtures)
    }

    @Test("an entry whose name matches ranks above one that mentions the word in its body")
    func nameBeatsBody() throws {
        let results = try catalog().search("command")
        #expect(results.map(\.entry.id) == ["command", "observer"])
        #expect(results[0].score > results[1].score)
    }

    @Test("every word must match; prefixes count; the snippet shows the match")
    func allWordsMatch() throws {
        let results = try catalog().search("undo request")
        #expect(results.map(\.entry.id) == ["command"])
        #expect(results.first?.snippet == "Turn a request into an object that can be undone.")
        #expect(try catalog().search("publ").first?.entry.id == "observer")
    }

    @Test("when no entry matches every word, partial matches are returned and marked")
    func partialMatches() throws {
        let results = try catalog().search("command zebra")
        #expect(results.first?.entry.id == "command")
        #expect(results.allSatisfy { !$0.matchedAll })
        #expect(try catalog().search("zebra").isEmpty)
        #expect(try catalog().search("  ").isEmpty)
    }

    @Test("a typo suggests the nearest id; a name or alias resolves to its entry")
    func suggestions() throws {
        let catalog = try catalog()
        #expect(catalog.suggestion(for: "obsrver") == "observer")
        #expect(catalog.suggestion(for: "comand") == "command")
        #expect(catalog.suggestion(for: "zzzzzz") == nil)
        #expect(catalog.resolve("Publish-Subscribe")?.id == "observer")
        #expect(catalog.resolve("COMMAND")?.id == "command")
        #expect(Suggestion.nearest(to: "--famly", in: ["--family", "--json"]) == "--family")
        #expect(Suggestion.editDistance(Array("ab"), Array("ba")) == 1)
    }
}
