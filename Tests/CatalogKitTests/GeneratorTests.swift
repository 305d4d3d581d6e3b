import ContractSupport
import ExampleKit
import MessageTrace
import Testing

@testable import CatalogKit

@Suite(
    "Docs, quiz, comparison and the test index are built from the entries and the code", .timeLimit(.minutes(1)),
    .watchdog)
struct GeneratorTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("the test index finds display names, function names and view-driving tags by folder") {
            let source = """
                @Test("the shared instance is created once", .tags(.transcript))
                func once() {}
                @Test
                func unnamed() async throws {}
                @Test("a \\"quoted\\" name", .tags(.drivesView))
                func quoted() {}
                @Test(
                    "a name on its own line",
                    arguments: [1, 2])
                func multiLine(value: Int) {}
                """
            let index = TestIndex(files: [
                TextFile(path: "Tests/CreationalTests/Singleton/SingletonTests.swift", text: source)
            ])
            let tests = index.testsByFolderKey["singleton"] ?? []
            expect(
                tests.map(\.name),
                equals: [
                    "the shared instance is created once", "unnamed()", "a \"quoted\" name", "a name on its own line",
                ])
            expect(tests.map(\.drivesView), equals: [false, false, true, false])
            expect(tests.map(\.needsNoView), equals: [false, true, false, true])
            expect(index.allNames.contains("a \"quoted\" name"))
        },
        Check("only real @Test declarations count: text in a string literal or a comment is never a test") {
            let source = #"""
                let fixture = """
                    @Test("a test that exists only inside a string literal")
                    func fake() {}
                    """
                let inline = "@Test(\"an inline fake\") func inlineFake() {}"
                // @Test("a test in a line comment") func commented() {}
                /* @Test("a test in a /* nested */ block comment") func blocked() {} */
                @Test("the one real test") func real() {}
                """#
            let index = TestIndex(files: [
                TextFile(path: "Tests/CreationalTests/Singleton/SingletonTests.swift", text: source)
            ])
            expect(index.testsByFolderKey["singleton"]?.map(\.name), equals: ["the one real test"])
            expect(index.allNames, equals: ["the one real test"])
        },
        Check("controls and platform suites are told apart from the pattern's contract") {
            let source = """
                struct ObserverTests {
                    @Test("every subscriber hears each event once") func contract() {}
                    @Test("a publisher holding subscribers strongly fails the contract", .tags(.control))
                    func control() {}
                }
                struct PlatformNotificationTests {
                    @Test("Foundation delivers synchronously with queue nil") func platform() {}
                }
                """
            let index = TestIndex(files: [
                TextFile(path: "Tests/CommunicationTests/Observer/ObserverTests.swift", text: source)
            ])
            expect(index.testsByFolderKey["observer"]?.map(\.kind), equals: [.contract, .control, .platform])
        },
        Check("a row of a table of checks is a test, named by its string; the test that runs the table is not") {
            let source = #"""
                struct ObserverTests {
                    static let checks: [Check] = [
                        Check("a cancelled subscription hears nothing more") { check() },
                        Check(
                            "a released token ends the subscription"
                        ) { check() },
                    ]
                    @Test(arguments: checks)
                    func check(_ check: Check) async throws { try await check.run() }
                    @Test("every subscriber hears each event once") func contract() {}
                }
                struct PlatformNotificationTests {
                    static let checks = [Check("Foundation delivers synchronously with queue nil") {}]
                }
                """#
            let index = TestIndex(files: [
                TextFile(path: "Tests/CommunicationTests/Observer/ObserverTests.swift", text: source)
            ])
            let tests = index.testsByFolderKey["observer"] ?? []
            expect(
                tests.map(\.name),
                equals: [
                    "a cancelled subscription hears nothing more", "a released token ends the subscription",
                    "every subscriber hears each event once", "Foundation delivers synchronously with queue nil",
                ])
            expect(tests.map(\.kind), equals: [.contract, .contract, .contract, .platform])
        },
        Check("a test file outside a pattern's folder backs no entry") {
            let source = #"@Test("a helper's self-test") func helper() {}"#
            let index = TestIndex(files: [TextFile(path: "Tests/CatalogKitTests/GeneratorTests.swift", text: source)])
            expect(index.allNames.isEmpty)
        },
        Check("a docs page holds the prose, the real transcript, the sequence diagram, the code and the tests") {
            let catalog = try Catalog(files: [EntryFixture().file], families: Family.fixtures)
            let artifacts = EntryArtifacts(
                transcript: "anna hears #4\n", events: [TraceEvent(from: "Feed", to: "Badge", message: "liked(#4)")],
                sources: [
                    TextFile(
                        path: "Sources/Communication/Observer/FeedPublisher.swift", text: "struct FeedPublisher {}\n")
                ],
                tests: [
                    TestIndex.Test(
                        name: "an unsubscribed observer hears nothing more", drivesView: false, file: "T.swift")
                ], benchmarks: [BenchmarkLink(anchor: "observer", name: "observer: one subscriber")],
                drill: EntryArtifacts.Drill(
                    task: "Write a publisher.",
                    test: TextFile(path: "ObserverDrillTests.swift", text: "checkObserverContract(make: h)\n")))
            let files = DocsGenerator().files(catalog: catalog, artifacts: ["observer": artifacts])
            expect(files.map(\.path), equals: ["README.md", "communication/observer.md"])
            let page = files[1].text
            for expected in [
                "# Observer", "## Intent", "### Transcript\n\n```text\nanna hears #4\n```", "Feed->>Badge: liked(#4)",
                "```swift\nstruct FeedPublisher {}\n```", "- an unsubscribed observer hears nothing more",
                "Measured cost (`patterns bench`): [observer: one subscriber](../benchmarks.md#observer)",
                "## Drill\n\nWrite a publisher.", "`patterns drill observer`",
                "```swift\ncheckObserverContract(make: h)\n```",
            ] {
                expect(page.contains(expected), "missing: \(expected)")
            }
            expect(
                files[0].text.contains(
                    "- [Observer](communication/observer.md) — Let many subscribers hear about a change."))
        },
        Check("the same seed gives the same quiz; another seed another order; count limits it") {
            let catalog = try Catalog(files: [EntryFixture().file], families: Family.fixtures)
            let first = Quiz(catalog: catalog, family: nil, count: 3, seed: 7)
            expect(first, equals: Quiz(catalog: catalog, family: nil, count: 3, seed: 7))
            expect(Set(first.items.map(\.question)).count, equals: 3)
            let orders = Set(
                (1...10).map { Quiz(catalog: catalog, family: nil, count: 3, seed: $0).items.map(\.question) })
            expect(orders.count > 1)
            expect(Quiz(catalog: catalog, family: nil, count: 1, seed: 7).items.count, equals: 1)
            expect(Quiz(catalog: catalog, family: .ui, count: 5, seed: 7).items.isEmpty)
        },
        Check("a comparison has a row per aspect, with the test behind each claim, and computed figures") {
            var left = EntryFixture()
            left.sections.insert(
                ("At a glance", "| aspect | claim | proved by |\n|---|---|---|\n| receivers | many | test A |"), at: 8)
            var right = EntryFixture()
            right.id = "delegation"
            right.name = "Delegation"
            right.sections.insert(
                ("At a glance", "| aspect | claim | proved by |\n|---|---|---|\n| receivers | one | test B |"), at: 8)
            let catalog = try Catalog(files: [left.file, right.file], families: Family.fixtures)
            let figures = Comparison.Figures(
                sourceLines: 10, messages: 2, participants: ["A", "B"], conversations: 1, tests: 3, testsWithoutView: 3)
            let comparison = Comparison(entries: catalog.entries.reversed(), figures: [figures, figures])
            let receivers = try #require(comparison.rows.first { $0.aspect == "receivers" })
            expect(receivers.cells, equals: ["many", "one"])
            expect(receivers.provedBy, equals: ["test A", "test B"])
            expect(comparison.rows.contains { $0.aspect == "lines of code" && $0.computed })
            let text = comparison.render(style: .plain)
            expect(text.contains("[1] test A"))
            expect(text.contains("[2] test B"))
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test(
        "a drill's section says whether its package holds a skeleton to complete or a broken implementation to repair")
    func drillKindOnThePage() throws {
        let catalog = try Catalog(files: [EntryFixture().file], families: Family.fixtures)
        func page(fixesBug: Bool) -> String {
            let drill = EntryArtifacts.Drill(
                task: "T.", test: TextFile(path: "T.swift", text: "t()\n"), fixesBug: fixesBug)
            let artifacts = EntryArtifacts(transcript: "", events: [], sources: [], tests: [], drill: drill)
            return DocsGenerator().files(catalog: catalog, artifacts: ["observer": artifacts])[1].text
        }
        expect(page(fixesBug: false).contains("with a skeleton to complete:"))
        expect(page(fixesBug: true).contains("with a broken implementation to repair:"))
        expect(!page(fixesBug: true).contains("skeleton to complete"))
    }

}
