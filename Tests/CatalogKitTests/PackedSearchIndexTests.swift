import ContractSupport
import ExampleKit
import Testing

@testable import CatalogKit

@Suite(
    "A search index packed at build time ranks exactly as the catalogue's own, and rejects what it cannot read",
    .timeLimit(.minutes(1)), .watchdog)
struct PackedSearchIndexTests {
    /// Two entries and a synonym table: every path of the index (names, bodies, synonyms, prefixes).
    func files() -> [(path: String, text: String)] {
        searchFixtureEntries(observerTradeOffs: "Undo is not its business; commands use dispatch_once.")
            + [(path: Synonyms.path, text: "- block = closure\n- tca -> command\n")]
    }

    let queries = [
        "command", "undo request", "publ", "What is the command pattern and how does it work?", "block", "closure",
        "tca", "dispatch_once", "once", "@objc", "commands", "zebra", "what is it", "naïve", "s", "u",
    ]

    func packed(_ catalog: Catalog, for query: String, text: String? = nil) -> SearchIndex? {
        SearchIndex(
            packed: text ?? SearchIndex(catalog: catalog).packed, files: files(), families: Family.fixtures, for: query)
    }

    @Test("read back for one query, the packed index gives the same ranking, scores, entries and snippets")
    func packedRanksAsTheCatalogue() throws {
        let catalog = try Catalog(files: files(), families: Family.fixtures)
        let whole = SearchIndex(catalog: catalog)
        expect(!whole.ranking(for: "command").isEmpty)
        for query in queries {
            let index = try #require(packed(catalog, for: query), "\(query)")
            let read = index.ranking(for: query)
            let built = whole.ranking(for: query)
            expect(read.map(\.id), equals: built.map(\.id), "\(query)")
            expect(read.map(\.score), equals: built.map(\.score), "\(query)")
            expect(read.map(\.matchedAll), equals: built.map(\.matchedAll), "\(query)")
            let shown = index.top(10, for: query)
            // Entries read with diagrams unparsed (as the tool reads its own validated catalogue):
            // the same entry, compared by what a result shows.
            let expected = catalog.search(query)
            expect(shown.results.map(\.entry.id), equals: expected.map(\.entry.id), "\(query)")
            expect(shown.results.map(\.entry.sections), equals: expected.map(\.entry.sections), "\(query)")
            expect(shown.results.map(\.question), equals: expected.map(\.question), "\(query)")
            expect(shown.results.map(\.snippet), equals: expected.map(\.snippet), "\(query)")
            expect(shown.total, equals: built.count, "\(query)")
        }
    }

    @Test("only the best results are read: top(1) reads one entry and still counts every match")
    func topReadsOnlyWhatIsShown() throws {
        let catalog = try Catalog(files: files(), families: Family.fixtures)
        let index = try #require(packed(catalog, for: "undo"))
        let shown = index.top(1, for: "undo")
        expect(shown.results.map(\.entry.id), equals: ["command"])
        expect(shown.total, equals: 2)
        expect(shown.results.first?.snippet, equals: "Turn a request into an object that can be undone.")
    }

    @Test("a control: an index missing one word's line ranks differently, so the comparison can fail")
    func lossyIndexIsCaught() throws {
        let catalog = try Catalog(files: files(), families: Family.fixtures)
        let text = SearchIndex(catalog: catalog).packed
        let lossy = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("undone\t") }.joined(separator: "\n")
        expect(lossy != text, "the control removed a line")
        let read = try #require(packed(catalog, for: "undone", text: lossy)).ranking(for: "undone")
        expect(read.map(\.id) != SearchIndex(catalog: catalog).ranking(for: "undone").map(\.id))
    }

    @Test("text that is not a packed index, or is cut or corrupted anywhere, is refused or read without a crash")
    func malformedIndexesAreRefused() throws {
        let catalog = try Catalog(files: files(), families: Family.fixtures)
        let text = SearchIndex(catalog: catalog).packed
        let header = SearchIndex.packedFormat
        for bad in [
            "", "\n", "not an index", "swiftpatterns search index 1\nentries 0\n", "\(header)\n",
            "\(header)\nentries x\n", "\(header)\nentries 1\n", "\(header)\nentries 1\ncommand\tx\t1 2\tcommand\n",
            "\(header)\nentries 1\ncommand\tx\t1 2 3 4 5 6 7 8\n",
            "\(header)\nentries 1\ncommand\tx\t1 2 3 4 5 6 7 8\tcommand\nundo\t0 1\n",
            "\(header)\nentries 1\ncommand\tx\t1 2 3 4 5 6 7 8\tcommand\nundo\t5 1 2\n",
            "\(header)\nentries 1\ncommand\tx\t1 2 3 4 5 6 7 8\tcommand\nundo\t0 9 2\n",
            "\(header)\nentries 1\ncommand\tx\t1 2 3 4 5 6 7 8\tcommand\nundo\t0 1 -2\n",
            "\(header)\nentries 1\ncommand\tx\t1 2 3 4 5 6 7 8\tcommand\nundo\t0 1 99999999999\n",
        ] {
            expect(packed(catalog, for: "undo", text: bad) == nil, "\(bad.debugDescription) is refused")
        }
        // Cut anywhere, or with any byte replaced: refused, or read without a crash.
        let bytes = Array(text.utf8)
        for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 300)) {
            let prefix = String(decoding: bytes[..<cut], as: UTF8.self)
            _ = packed(catalog, for: "undo request", text: prefix)?.top(10, for: "undo request")
            var changed = bytes
            changed[cut] = [UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: " "), UInt8(ascii: "9")][cut % 4]
            _ = packed(catalog, for: "undo request", text: String(decoding: changed, as: UTF8.self))?
                .top(10, for: "undo request")
        }
    }

    @Test("an entry the files no longer hold is left out of the results, not a crash")
    func missingFileIsLeftOut() throws {
        let catalog = try Catalog(files: files(), families: Family.fixtures)
        let text = SearchIndex(catalog: catalog).packed
        let index = try #require(
            SearchIndex(packed: text, files: Array(files().dropFirst()), families: Family.fixtures, for: "undo"))
        expect(index.top(10, for: "undo").results.map(\.entry.id), equals: ["observer"])
    }
}
