import ContractSupport
import ExampleKit
import Testing

@testable import Principles

/// The reader the principles' tests count with: it must see code, not prose, and find the
/// declarations a reader would.
@Suite("Reading Swift sources", .timeLimit(.minutes(1)), .watchdog)
struct SwiftSourceFileTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("comments and the text of string literals are not code; an interpolation's code is") {
            let source = SwiftSourceFile(
                text: ##"""
                    // Hidden in a comment.
                    /* Hidden /* nested */ still hidden */
                    let a = "Hidden \(Shown.self) hidden"
                    let b = #"Hidden \(Hidden) \#(Raw)"#
                    let c = """
                        Hidden \(Multi)
                        """
                    let `default` = 1.5
                    """##)
            expect(
                source.words,
                equals: ["let", "a", "Shown", "self", "b", "Raw", "c", "Multi", "default"])
            expect(source.tokens.first { $0.text == "Multi" }?.line, equals: 6)
            expect(source.tokens.contains { $0.kind == SwiftSourceFile.Token.Kind.number && $0.text == "1.5" })
        },
        Check("declarations are found with their kind, their path and their body, not the locals inside a body") {
            let source = SwiftSourceFile(
                text: """
                    enum Outer {
                        @MainActor
                        protocol Role: AnyObject, Sendable {
                            associatedtype Item
                            static func make() -> Self
                            init(name: String)
                            subscript(index: Int) -> Item { get }
                            var count: Int { get set }
                            func run(
                                with value: Int
                            ) async throws -> [Item]
                        }
                    }

                    extension Outer.Role where Item == Int {
                        private(set) var doubled: Int { count * 2 }
                        @discardableResult mutating func go() -> Bool { let local = 1; return local > 0 }
                    }

                    enum Kind: String { case a, b = "B"
                        case c(Int) }
                    """)
            expect(
                source.declarations.map { "\($0.kind.rawValue) \($0.qualifiedName)" },
                equals: [
                    "enum Outer", "protocol Outer.Role", "associatedtype Outer.Role.Item", "func Outer.Role.make",
                    "init Outer.Role.init", "subscript Outer.Role.subscript", "var Outer.Role.count",
                    "func Outer.Role.run", "extension Outer.Role", "var Outer.Role.doubled", "func Outer.Role.go",
                    "enum Kind", "case Kind.a", "case Kind.b", "case Kind.c",
                ])
            let role = source.declarations[1]
            expect(role.inherited, equals: ["AnyObject", "Sendable"])
            expect(role.attributes, equals: ["MainActor"])
            expect(source.declarations[3].isStatic)
            expect(source.declarations[7].lines, equals: 9...11)
            expect(source.declarations[10].attributes, equals: ["discardableResult"])
            expect(source.declaredTypes, equals: ["Outer", "Role", "Kind"])
        },
        Check("a declaration's reach is the code it names, followed to the end, with the types that code sits in") {
            let index = SourceIndex([
                TextFile(
                    path: "A.swift",
                    text: """
                        enum Shop {
                            struct Order {
                                let items: [Item]
                                func total() -> Int { items.map(\\.price).reduce(0, +) + Shop.fee }
                                func unrelated() -> Int { 0 }
                            }
                            static let fee = 1
                        }
                        """
                ),
                TextFile(path: "B.swift", text: "extension Shop { struct Item { let price: Int; let name: String } }"),
            ])
            let total = try #require(index.declaration("Shop.Order.total"))
            expect(
                Set(index.reach(from: total).map(\.qualifiedName)),
                equals: [
                    "Shop.Order.total", "Shop.Order", "Shop", "Shop.Order.items", "Shop.Item", "Shop.Item.price",
                    "Shop.Item.name", "Shop.fee",
                ])
            expect(index.lineCount(of: [total]), equals: 1)
            expect(index.lineCount(of: [try #require(index.declaration("Shop"))]), equals: 1)
            expect(index.declarations("Shop").map(\.kind), equals: [.enum, .extension])
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}
