import ContractSupport
import ExampleKit
import MessageTrace
import SourceScan
import Testing

@testable import CatalogKit

@Suite("Mermaid diagrams are checked against the grammar the catalogue uses", .timeLimit(.minutes(1)), .watchdog)
struct DiagramGrammarTests {
    @Test(
        "every class diagram statement the catalogue uses is accepted",
        arguments: [
            "class FeedPublisher", "class Box~T~", "class Pair~K, V~ {\n  +first: K\n}", "direction LR",
            "class FeedEvent {\n  <<enumeration>>\n  postLiked\n  +like(PostID, UserName) Bool\n  -log: [String]\n}",
            "class Handle {\n  ~representation: Representation\n  +shared$\n  +make(() -> Void)\n}",
            "<<protocol>> FeedSubscriber", "FeedPublisher : +publish(FeedEvent)", "A <|-- B", "A *-- B : owns",
            "A o-- B", "A --> B : weak, notifies", "A -- B", "A ..> B : creates and reads", "A ..|> B", "B <|.. A",
            "A .. B", "A \"1\" o-- \"0..*\" B : children", "A \"one per user\" --> B", "note \"A remark\"",
            "note for A \"Holds its subscribers weakly\"", "%% a comment",
        ])
    func accepted(statement: String) {
        expect(MermaidValidator.problems(in: "classDiagram\n" + statement), equals: [])
    }

    @Test(
        "a malformed class diagram statement is a problem on its own line",
        arguments: [
            ("A ->> B", "'->>' is not a class diagram arrow"), ("A <|- B", "'<|-' is not a class diagram arrow"),
            ("A ==> B", "is not a class diagram statement"), ("A --> : label", "needs a class name after '-->'"),
            ("A --> B label", "after the classes comes ': label'"), ("A --> B :", "the label after ':' is empty"),
            ("class Feed Publisher", "a class name is letters"), ("class Box~T", "generic parameters"),
            ("class A {\n  +like(PostID\n}", "'(' is never closed"), ("class A {\n  +x]\n}", "']' closes nothing"),
            ("class A {\n  +a\n", "has no closing '}'"), ("}", "closes no class body"),
            ("note for A unquoted", "double quotes"), ("<<protocol>>", "'<<stereotype>> ClassName'"),
            ("A \"1 --> B", "a cardinality is a quoted text"), ("direction UP", "a direction is"),
        ])
    func rejected(statement: String, message: String) throws {
        let problems = MermaidValidator.problems(in: "classDiagram\n" + statement)
        let problem = try #require(problems.first, "'\(statement)' was accepted")
        expect(problem.line >= 1)
        expect(problem.message.contains(message), "\(problem.message)")
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a diagram of another kind, or none, is a problem") {
            expect(
                MermaidValidator.problems(in: "graph TD\n  A --> B").first?.message.contains("'graph TD'"), equals: true
            )
            expect(MermaidValidator.problems(in: "").isEmpty, equals: false)
        },
        Check("the Mermaid drawn from any trace passes the validator, whatever its names and messages hold") {
            var generator = SplitMix64(seed: 7)
            let alphabet = Array("aZ09_ -;:#>()[]{}\"'→\n…")
            for _ in 0..<300 {
                let text = { (count: Int) in
                    String((0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
                }
                let events = (0..<Int(generator.next() % 8)).map { index in
                    TraceEvent(
                        from: text(Int(generator.next() % 6)), to: text(Int(generator.next() % 6)),
                        message: text(Int(generator.next() % 12)),
                        kind: [TraceEvent.Kind.call, .reply, .note][index % 3])
                }
                let mermaid = SequenceDiagram(events: events).mermaid
                expect(MermaidValidator.problems(in: mermaid), equals: [], "\(mermaid)")
            }
        },
        Check("a malformed diagram in an entry is an error naming the file and the diagram's line") {
            let body = "```mermaid\nclassDiagram\n    class FeedPublisher\n    FeedPublisher ->> Subscription\n```"
            let fixture = EntryFixture().replacing("Structure", with: body)
            let catalog = try Catalog(files: [fixture.file], families: Family.fixtures)
            let problems = catalog.diagramProblems(types: [:])
            let problem = try #require(problems.first)
            let lines = fixture.text.split(separator: "\n", omittingEmptySubsequences: false)
            let line = try #require(lines.firstIndex { $0.contains("->>") }) + 1
            expect(problem.file, equals: "Catalog/communication/observer.md")
            expect(problem.line, equals: line)
            expect(problem.field, equals: "Structure")
            expect(problem.message.contains("'->>' is not a class diagram arrow"))
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test(
        "sequence diagrams: participants, messages, notes and blocks are checked",
        arguments: [
            ("participant A as The app\nA->>B: like(#3)\nB-->>A: ok\nNote over A: done", nil),
            ("A->>B: a#59;b\nNote over A,B: both\nloop every post\nA->B: hi\nend", nil),
            ("actor U\nactivate B\nU-)B: tap\ndeactivate B\nalt liked\nA->>B: x\nelse\nA->>B: y\nend", nil),
            ("A=>>B: hi", "'=>>' is not a message arrow"), ("A->>B: a;b", "';' ends a Mermaid statement"),
            ("A->>B hi", "': text'"),
            ("A->>: hi", "needs a participant"), ("Note on A: x", "'over', 'left of' or 'right of'"),
            ("loop forever\nA->>B: x", "'loop' has no 'end'"), ("end", "'end' closes no block"),
            ("else", "belongs inside 'alt'"), ("participant A B", "'as Label' or nothing"),
            ("A-->>>B: x", "needs a participant after '-->>'"),
        ] as [(String, String?)])
    func sequence(body: String, message: String?) {
        let problems = MermaidValidator.problems(in: "sequenceDiagram\n" + body)
        if let message {
            expect(problems.contains { $0.message.contains(message) }, "\(problems)")
        } else {
            expect(problems, equals: [])
        }
    }

}

@Suite("Every class a class diagram names is a type of the family's code", .timeLimit(.minutes(1)), .watchdog)
struct DiagramTypeTests {
    static let sources = [
        TextFile(
            path: "Observer/FeedPublisher.swift",
            text: ##"""
                /// Tells a Ghost nothing: comments never count.
                final class FeedPublisher { let note = "Phantom" }
                struct Subscription { let feed: Feed }
                let help = """
                    a Specter in a multi-line literal
                    """
                let raw = #"a "Wraith" in a raw literal"#
                /* a Banshee in a /* nested */ block comment */
                """##
        )
    ]

    func entry(diagram: String) throws -> Entry {
        let fixture = EntryFixture().replacing("Structure", with: "```mermaid\n" + diagram + "\n```")
        let catalog = try Catalog(files: [fixture.file], families: Family.fixtures)
        return try #require(catalog.entries.first)
    }

    @Test("declared or named in code passes; a name only in a comment or a string, or a typo, does not")
    func unknownClasses() throws {
        let entry = try entry(
            diagram: """
                classDiagram
                    class FeedPublisher
                    class Ghost
                    FeedPublisher --> Subscription
                    Subscription --> Feed
                    FeedPublishr --> Phantom
                    Specter --> Wraith
                    Banshee --> Feed
                """)
        let problems = DiagramTypes(sources: Self.sources).problems(in: entry)
        expect(
            problems.map { String($0.message.prefix { $0 != " " }) },
            equals: [
                "'Ghost'", "'FeedPublishr'", "'Phantom'", "'Specter'", "'Wraith'", "'Banshee'",
            ])
        let start = try #require(entry.classDiagram).block.line
        expect(problems.map(\.line), equals: [start + 2, start + 5, start + 5, start + 6, start + 6, start + 7])
        expect(problems[1].message.contains("(did you mean 'FeedPublisher'?)"))
    }

    @Test("a platform type drawn for comparison passes only when its stereotype says where it comes from")
    func markedPlatformTypes() throws {
        let marked = try entry(
            diagram:
                "classDiagram\n    class NotificationCenter {\n        <<Foundation>>\n    }\n    <<Swift protocol>> Sendable"
        )
        let unmarked = try entry(
            diagram: "classDiagram\n    class NotificationCenter {\n        <<protocol>>\n    }")
        expect(DiagramTypes(sources: Self.sources).problems(in: marked), equals: [])
        expect(DiagramTypes(sources: Self.sources).problems(in: unmarked).count, equals: 1)
    }
}
