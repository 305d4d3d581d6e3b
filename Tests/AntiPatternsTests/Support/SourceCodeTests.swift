import ContractSupport
import ExampleKit
import Testing

@testable import AntiPatterns

/// A small module in the shape the family's measures read: a store behind a protocol, a
/// button that calls it, one that sends a courier, a manager that only forwards.
private let sample: [TextFile] = [
    TextFile(
        path: "Store.swift",
        text: #"""
            /// Keeps likes. `like(` in a comment is not a call.
            protocol LikeKeeping: AnyObject {
                func like(_ id: Int, by user: String) -> Bool
            }

            final class LikeStore: LikeKeeping {
                private(set) var count = 0
                func like(_ id: Int, by user: String) -> Bool {
                    count += 1  // like(1, by: "x")
                    return true
                }
            }
            """#
    ),
    TextFile(
        path: "Buttons.swift",
        text: #"""
            struct LikeButton {
                let store: any LikeKeeping

                func tap(_ id: Int, by user: String) {
                    _ = store.like(id, by: user)
                }
            }

            final class Courier {
                private let store: any LikeKeeping
                init(store: any LikeKeeping) { self.store = store }
                func deliver() { _ = store.like(1, by: "\(name())") }
                func name() -> String { "anna" }
            }

            struct CourierButton {
                let store: any LikeKeeping
                func tap(_ id: Int, by user: String) {
                    Courier(store: store).deliver()
                }
                func tapTwice() {
                    let courier = Courier(store: store)
                    courier.deliver()
                }
            }
            """#
    ),
    TextFile(
        path: "Namespace.swift",
        text: #"""
            enum Shelf {
                enum Before {
                    static func caption(_ post: Int, compact: Bool = false) -> String { "\(post)" }
                    static func old(_ post: Int) -> String { caption(post) }

                    struct Maker {
                        func make() -> String { "made" }
                    }
                }
            }

            typealias Old = Shelf.Before

            enum Readers {
                static func read() -> [String] {
                    typealias Smell = Shelf.Before
                    let flag = true
                    let caption = "shadow"
                    return [Shelf.Before.caption(1), Smell.caption(2, compact: flag), caption]
                        + [3].map(Old.caption)
                }

                static func make() -> String {
                    typealias Smell = Shelf.Before
                    let maker = Smell.Maker()
                    return maker.make()
                }
            }
            """#
    ),
]

@Suite("Source code as the family reads it", .timeLimit(.minutes(1)), .watchdog)
struct SourceCodeTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("comments and string literals are not code; interpolations are") {
            let file = SourceFile(path: "A.swift", text: "let a = \"x \\(b.c(1)) y\" // d(2)\n/* e(3) */ let f = 4")
            expect(
                file.tokens.map(\.text),
                equals: ["let", "a", "=", "x \\(…) y", "b", ".", "c", "(", "1", ")", "let", "f", "=", "4"])
            expect(file.comments.map(\.text), equals: ["// d(2)", "/* e(3) */"])
            expect(file.tokens.last?.line, equals: 2)
        },
        Check("types, extensions, functions and stored properties are found with their owners") {
            let code = SourceCode(sources: sample)
            expect(code.typePaths.contains(["Shelf", "Before"]))
            expect(code.functions(of: ["Shelf", "Before"]).map(\.declaration.name), equals: ["caption", "old"])
            expect(code.functions(of: ["Shelf", "Before", "Maker"]).map(\.declaration.name), equals: ["make"])
            expect(code.storedProperties(of: ["LikeButton"]).map(\.type), equals: ["LikeKeeping"])
            expect(code.storedProperties(of: ["LikeStore"]).map(\.name), equals: ["count"])
            let tap = try #require(code.functions(of: ["LikeButton"]).first)
            expect(tap.declaration.parameters, equals: ["id": "Int", "user": "String"])
            expect(tap.file.codeLines(in: tap.declaration), equals: 1)
        },
        Check("a call's receiver is the type of the property, local, parameter or initializer it is made on") {
            let code = SourceCode(sources: sample)
            let functions = code.functions(of: ["CourierButton"])
            let tap = try #require(functions.first { $0.declaration.name == "tap" })
            expect(
                code.calls(in: tap.declaration, of: tap.file).map { "\($0.receiver ?? []).\($0.name)" },
                equals: [#"["Courier"].init"#, #"["Courier"].deliver"#])
            let twice = try #require(functions.first { $0.declaration.name == "tapTwice" })
            expect(code.calls(in: twice.declaration, of: twice.file).last?.receiver, equals: ["Courier"])
            let make = try #require(code.functions(of: ["Readers"]).first { $0.declaration.name == "make" })
            expect(
                code.calls(in: make.declaration, of: make.file).last?.receiver, equals: ["Shelf", "Before", "Maker"])
        },
        Check("hops count messages to other types: a direct call is one, a courier makes two") {
            let code = SourceCode(sources: sample)
            expect(code.hops(from: (["LikeButton"], "tap"), to: ["LikeKeeping"]), equals: 1)
            expect(code.hops(from: (["CourierButton"], "tap"), to: ["LikeKeeping"]), equals: 2)
            expect(code.hops(from: (["LikeStore"], "like"), to: ["LikeKeeping"]) == nil)
        },
        Check("references find calls with their labels and functions passed as values, through type aliases") {
            let code = SourceCode(sources: sample)
            let found = code.references(to: "caption", in: ["Shelf", "Before"])
            expect(found.map(\.labels), equals: [["_"], ["_"], ["_", "compact"], nil])
            expect(code.references(to: "old", in: ["Shelf", "Before"]).isEmpty)
        },
        Check("counts read code only: a needle in a comment never matches, and a string literal only a literal") {
            let file = SourceFile(
                path: "A.swift",
                text: """
                    enum Before {
                        /// Reads session.store.feed, says "likes".
                        static func a() -> String { app.session.store.feed.name + "likes" }  // session.store.feed
                    }
                    enum After {
                        static func b() -> String {

                            // a comment line
                            likes
                        }
                    }
                    """)
            let before = try #require(file.body(ofType: "Before"))
            expect(file.occurrences(of: "session.store.feed", in: before), equals: 1)
            expect(file.occurrences(of: "session . store . feed"), equals: 1)
            expect(file.occurrences(of: #""likes""#), equals: 1)
            expect(file.occurrences(of: "likes"), equals: 1)
            let b = try #require(file.declarations.first { $0.name == "b" })
            expect(file.codeLines(in: b), equals: 1, "blank lines and comments are not code")
            expect(b.modifiers, equals: ["static"])
            expect(file.comments(in: 1...12).count, equals: 2, "documentation comments are left out unless asked for")
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}
