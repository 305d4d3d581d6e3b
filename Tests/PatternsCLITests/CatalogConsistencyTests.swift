import CatalogContent
import CatalogKit
import ExampleKit
import Foundation
import Testing

@testable import PatternsCLI

/// The catalogue, the code, the tests and docs/ agree with each other.
@Suite("The catalogue, the examples, the tests and the docs agree")
struct CatalogConsistencyTests {
    let registry = Registry.standard

    func catalog() throws -> Catalog {
        try Catalog(files: CatalogContent.files)
    }

    func testIndex() throws -> TestIndex {
        let package = try #require(PackageFolder.find(from: packageRoot))
        return TestIndex(files: package.testFiles())
    }

    @Test("every entry of the catalogue is well formed")
    func catalogueLoads() {
        #expect(throws: Never.self) { try catalog() }
    }

    @Test("the catalogue compiled into the tool was validated at build time, with the same result as at run time")
    func buildTimeValidation() throws {
        #expect(CatalogContent.validationErrors.isEmpty)
        #expect(throws: Never.self) { try Catalog(files: CatalogContent.files) }
    }

    @Test("the fast summaries 'list' reads agree with the full parse of every entry")
    func summariesAgreeWithFullParse() throws {
        let full = try catalog().entries.map(EntrySummary.init)
        #expect(EntrySummary.summaries(of: CatalogContent.files) == full)
    }

    @Test("every entry has an example, and every example an entry")
    func entriesAndExamplesMatch() throws {
        let entryIDs = Set(try catalog().ids)
        let exampleIDs = registry.exampleIDs
        #expect(Set(exampleIDs).count == exampleIDs.count, "an example id is registered twice")
        #expect(entryIDs.subtracting(exampleIDs).sorted() == [], "entries without an example")
        #expect(Set(exampleIDs).subtracting(entryIDs).sorted() == [], "examples without an entry")
    }

    @Test("every example is registered in the family of its entry")
    func examplesLiveInTheirFamily() throws {
        let catalog = try catalog()
        for module in registry.modules {
            for example in module.examples {
                #expect(catalog.entry(id: example.id)?.family == module.family, "\(example.id)")
            }
        }
    }

    @Test("every entry has its implementation folder and contract tests besides the transcript")
    func everyEntryHasCodeAndTests() throws {
        let tests = try testIndex()
        for entry in try catalog().entries {
            #expect(
                !registry.sources(for: entry).isEmpty,
                "no Sources/\(entry.family.moduleName)/<Folder> for '\(entry.id)'")
            #expect(tests.tests(for: entry).count >= 2, "'\(entry.id)' needs contract tests and a transcript test")
        }
    }

    @Test("every claim in an 'At a glance' table names a test that exists")
    func glanceClaimsAreProved() throws {
        let names = try testIndex().allNames
        for entry in try catalog().entries {
            for row in entry.glance {
                #expect(names.contains(row.provedBy), "\(entry.path):\(row.line): no test named '\(row.provedBy)'")
            }
        }
    }

    @Test("every example prints the same transcript and trace on every run")
    func examplesAreDeterministic() async throws {
        for entry in try catalog().entries {
            guard let example = registry.example(id: entry.id) else { continue }
            let first = try await ExampleRunner.run(example.init())
            let second = try await ExampleRunner.run(example.init())
            #expect(first.text == second.text, "\(entry.id)")
            #expect(first.events == second.events, "\(entry.id)")
            #expect(!first.lines.isEmpty, "\(entry.id) prints nothing")
        }
    }

    @Test("docs/ is exactly what 'patterns docs' would write")
    func docsAreFresh() async {
        let result = await runTool(["docs", "--check"])
        #expect(result.status == 0, "\(result.err)")
    }
}
