import ContractSupport
import ExampleKit
import Foundation
import Testing

@testable import CatalogKit

@Suite("An entry is parsed from front matter and sections", .timeLimit(.minutes(1)), .watchdog)
struct EntryParserTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a valid entry gives its fields, intent, sections, questions and class diagram") {
            let catalog = try Catalog(files: [EntryFixture().file], families: Family.fixtures)
            let entry = try #require(catalog.entry(id: "observer"))
            expect(entry.name, equals: "Observer")
            expect(entry.family, equals: .communication)
            expect(entry.path, equals: "Catalog/communication/observer.md")
            expect(entry.intent, equals: "Let many subscribers hear about a change.")
            expect(entry.sections.map(\.title), equals: SectionTitle.required)
            expect(
                entry.questions.map(\.question),
                equals: [
                    "What is the observer pattern?", "How do you avoid retain cycles?", "Delegate or observer?",
                ])
            expect(entry.questions[1].answer, equals: "Hold subscribers weakly.")
            expect(EntryParser.hasClassDiagram(try #require(entry.section(.structure))))
            expect(entry.folderKey, equals: "observer")
        },
        Check("the one-line intent ends at the first sentence, not at 'e.g.' or inside code") {
            expect(Entry.firstSentence(of: "Make one, e.g. a feed. Then more."), equals: "Make one, e.g. a feed.")
            expect(Entry.firstSentence(of: "Call `a. B` now. Next."), equals: "Call `a. B` now.")
            expect(Entry.firstSentence(of: "No full stop"), equals: "No full stop")
        },
        Check("list fields take [a, b] form; aliases, seeAlso and tags are kept in order") {
            var fixture = EntryFixture()
            fixture.extraFrontMatter = [
                "aliases: [Publish-Subscribe, Listener]", "tags: [events]", "seeAlso: [NotificationCenter]",
            ]
            let entry = try #require(
                try Catalog(files: [fixture.file], families: Family.fixtures).entry(id: "observer"))
            expect(entry.aliases, equals: ["Publish-Subscribe", "Listener"])
            expect(entry.tags, equals: ["events"])
            expect(entry.seeAlso, equals: ["NotificationCenter"])
        },
        Check("an At a glance table right after Trade-offs gives claims with the tests that prove them") {
            var fixture = EntryFixture()
            let index = try #require(fixture.sections.firstIndex { $0.title == "Trade-offs" })
            fixture.sections.insert(
                (
                    "At a glance",
                    "| aspect | claim | proved by |\n|---|---|---|\n| receivers | many | every subscriber hears each event |"
                ), at: index + 1)
            let entry = try #require(
                try Catalog(files: [fixture.file], families: Family.fixtures).entry(id: "observer"))
            expect(entry.glance.map(\.aspect), equals: ["receivers"])
            expect(entry.glance.first?.provedBy, equals: "every subscriber hears each event")
            expect(entry.glance.first?.line, equals: fixture.line(of: "At a glance") + 4)
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}

@Suite("A malformed entry is an error that names the file, the line and the field", .timeLimit(.minutes(1)), .watchdog)
struct EntryValidationTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a file without front matter is rejected at line 1") {
            let problems = errors(loading: [TextFile(path: "communication/observer.md", text: "## Intent\nx\n")])
            expect(
                problems.first,
                equals: CatalogError(
                    file: file, line: 1, field: "front matter",
                    message: "the file must start with a '---' line, then 'id:', 'name:' and 'family:'"))
        },
        Check("an unknown front-matter key is named, with the nearest valid key") {
            var fixture = EntryFixture()
            fixture.extraFrontMatter = ["relatd: [x]"]
            let problem = errors(loading: [fixture.file]).first
            expect(problem?.line, equals: 6)
            expect(problem?.field, equals: "relatd")
            expect(problem?.message.contains("did you mean 'related'?"), equals: true)
        },
        Check("an unknown family is rejected with the list of families") {
            var fixture = EntryFixture()
            fixture.family = "comunication"
            let problem = errors(loading: [fixture.file]).first
            expect(problem?.field, equals: "family")
            expect(problem?.line, equals: 4)
            expect(
                problem?.message.contains("'comunication' is not a family (did you mean 'communication'?)"),
                equals: true)
        },
        Check("the id must match the file name and be kebab-case") {
            var fixture = EntryFixture()
            fixture.id = "Observer"
            let problems = errors(loading: [TextFile(path: "communication/observer.md", text: fixture.text)])
            expect(problems.contains { $0.field == "id" && $0.line == 2 && $0.message.contains("kebab-case") })
            fixture.id = "observers"
            let mismatch = errors(loading: [TextFile(path: "communication/observer.md", text: fixture.text)])
            expect(
                mismatch.contains {
                    $0.field == "id" && $0.message.contains("differs from the file name 'observer.md'")
                })
        },
        Check("a missing section is named, at the line where it should be") {
            let fixture = EntryFixture().removing("Trade-offs")
            let problems = errors(loading: [fixture.file])
            expect(
                problems,
                equals: [
                    CatalogError(
                        file: file, line: fixture.line(of: "In Cocoa and Swift"), field: "Trade-offs",
                        message: "the section is missing; it goes before 'In Cocoa and Swift'")
                ])
        },
        Check("sections out of order, repeated, unknown or empty are each reported") {
            var fixture = EntryFixture()
            fixture.sections.swapAt(1, 2)
            expect(
                errors(loading: [fixture.file]).contains {
                    $0.field == "Problem" && $0.message.contains("out of order")
                })
            var unknown = EntryFixture()
            unknown.sections.insert(("Motivation", "x"), at: 1)
            expect(
                errors(loading: [unknown.file]).contains {
                    $0.field == "Motivation" && $0.line == unknown.line(of: "Motivation")
                })
            let empty = EntryFixture().replacing("Problem", with: "")
            expect(
                errors(loading: [empty.file]),
                equals: [
                    CatalogError(
                        file: file, line: empty.line(of: "Problem"), field: "Problem", message: "the section is empty")
                ])
        },
        Check("fewer than three interview questions is an error on the section's line") {
            let fixture = EntryFixture().replacing("Interview questions", with: "### Q: Only one?\nYes.")
            expect(
                errors(loading: [fixture.file]),
                equals: [
                    CatalogError(
                        file: file, line: fixture.line(of: "Interview questions"), field: "Interview questions",
                        message: "has 1 '### Q:' questions; at least 3 are needed")
                ])
        },
        Check("a question without an answer is reported on its own line") {
            let fixture = EntryFixture().replacing(
                "Interview questions", with: "### Q: One?\nA.\n### Q: Two?\nB.\n### Q: Three?\n")
            expect(
                errors(loading: [fixture.file]),
                equals: [
                    CatalogError(
                        file: file, line: fixture.line(of: "Interview questions") + 6, field: "Interview questions",
                        message: "'Three?' has no answer")
                ])
        },
        Check("text before the first section is reported once, on its line, whatever it starts with") {
            for opening in ["Stray words.", "\tA tab first.", "  Spaces first.", "- a list item"] {
                let fixture = EntryFixture()
                let text = fixture.text.replacingOccurrences(of: "## Intent", with: "\(opening)\nMore.\n\n## Intent")
                expect(
                    errors(loading: [TextFile(path: fixture.path, text: text)]),
                    equals: [
                        CatalogError(
                            file: file, line: fixture.line(of: "Intent"), field: "Intent",
                            message: "text before the first section; the body starts with '## Intent'")
                    ], "\(opening)")
            }
        },
        Check("a '## ' line inside a fenced block is code, not a heading, whichever fence opens the block") {
            for fence in ["```", "~~~", "   ```swift"] {
                let trimmed = fence.trimmingCharacters(in: .whitespaces).prefix(3)
                let fixture = EntryFixture().replacing(
                    "Example", with: "\(fence)\n## Intent\n## Not a heading\n\(trimmed)\nAfter the block.")
                let entry = try #require(
                    try Catalog(files: [fixture.file], families: Family.fixtures).entry(id: "observer"), "\(fence)")
                expect(entry.sections.map(\.title), equals: SectionTitle.required, "\(fence)")
                expect(entry.section(.example)?.hasSuffix("After the block.") == true, "\(fence)")
            }
        },
        Check("a Structure section without a mermaid classDiagram is rejected") {
            let fixture = EntryFixture().replacing("Structure", with: "A picture.")
            expect(errors(loading: [fixture.file]).first?.field, equals: "Structure")
        },
        Check("a related id that does not exist is named, with the nearest id") {
            var observer = EntryFixture()
            observer.related = "[delegaton]"
            var delegation = EntryFixture()
            delegation.id = "delegation"
            delegation.name = "Delegation"
            let problems = errors(loading: [observer.file, delegation.file])
            expect(
                problems,
                equals: [
                    CatalogError(
                        file: file, line: 5, field: "related",
                        message: "'delegaton' is not an entry id (did you mean 'delegation'?)")
                ])
        },
        Check("two entries with one id are a duplicate-id error") {
            let fixture = EntryFixture()
            let problems = errors(loading: [fixture.file, TextFile(path: "behavioral/observer.md", text: fixture.text)])
            // The files are parsed in parallel, and still the later one is the duplicate.
            expect(
                problems.filter { $0.field == "id" },
                equals: [
                    CatalogError(
                        file: "Catalog/behavioral/observer.md", line: 2, field: "id",
                        message: "'observer' is already the id of Catalog/communication/observer.md")
                ])
        },
        Check("every problem of every file is reported at once, sorted by file and line") {
            var broken = EntryFixture().removing("Intent").replacing("Interview questions", with: "none")
            broken.extraFrontMatter = ["colour: red"]
            let problems = errors(loading: [broken.file])
            expect(problems.count, equals: 3)
            expect(problems.map(\.line), equals: problems.map(\.line).sorted())
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test(
        "the parser never traps on arbitrary text",
        arguments: [
            "", "---", "---\n---", "---\nid\n---\n## Intent", "\u{0}\u{1}",
            "---\nid: a\nname: b\nfamily: ui\n---\n```\n## Intent\n",
        ])
    func arbitraryText(text: String) {
        expect(!errors(loading: [TextFile(path: "ui/a.md", text: text)]).isEmpty)
    }
}

private let file = "Catalog/communication/observer.md"
