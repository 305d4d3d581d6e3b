import ContractSupport
import SourceScan
import Testing

@Suite("The Swift lexer", .timeLimit(.minutes(1)), .watchdog)
struct SwiftTokensTests {
    @Test("the Swift lexer keeps string literals whole, resolves escapes and never traps on unclosed text")
    func swiftTokens() {
        expect(
            SwiftTokens(##"a.b("x\"y", #"raw "q""#) // c"##).tokens == [
                .name("a"), .punctuation("."), .name("b"), .punctuation("("), .string(#"x"y"#), .punctuation(","),
                .string(#"raw "q""#), .punctuation(")"),
            ])
        expect(SwiftTokens(#"#if DEBUG"#).tokens, equals: [.punctuation("#"), .name("if"), .name("DEBUG")])
        expect(SwiftTokens("\"unclosed").tokens, equals: [.string("unclosed")])
        expect(SwiftTokens("/* open @Test(\"x\")").tokens, equals: [])
        expect(SwiftTokens("\"\"\"\nnever closed").tokens, equals: [.string("\nnever closed")])
        expect(SwiftTokens("`tick").tokens, equals: [.name("tick")])
        expect(SwiftTokens("\"\\(").tokens, equals: [.string("\\(")])
    }
}

@Suite("A module's sources say which files each pattern folder uses", .timeLimit(.minutes(1)), .watchdog)
struct SourceUsesTests {
    let files: [(path: String, text: String)] = [
        ("UIKitty.swift", "enum UIKitty { static let examples = [MVVMExample.self] }"),
        ("Shared/CommentsView.swift", "final class CommentsView {}"),
        ("Shared/FeedModel.swift", "struct FeedModel { let rows: TextRows }"),
        ("Shared/TextRows.swift", "struct TextRows {}"),
        ("Shared/Unused.swift", "struct Unused {}"),
        ("MVVM/MVVM.swift", "enum MVVM { static func launch() -> FeedViewModel { FeedViewModel() } }"),
        ("MVVM/MVVM+FeedViewModel.swift", "extension MVVM { struct FeedViewModel { let model: FeedModel } }"),
        (
            "MVVM/MVVM+CommentsViewController.swift",
            "extension MVVM { final class CommentsViewController { let view = CommentsView() } }"
        ),
        (
            "Coordinator/Coordinator+FeedViewModel.swift",
            """
            extension Coordinator {
                // Unused mentioned in a comment is not a use, nor "Unused" in a string.
                struct FeedViewModel { let model: FeedModel; let note = "Unused" }
            }
            """
        ),
        (
            "Coordinator/Coordinator.swift",
            "enum Coordinator { func comments() -> MVVM.CommentsViewController { .init() }; let f: FeedViewModel }"
        ),
    ]

    @Test(
        "a folder uses the shared files it names, what they use in turn, and a sibling's type named through its namespace"
    )
    func usesAreResolvedByName() {
        let uses = SourceUses(files: files, registryFile: "UIKitty.swift")
        expect(
            uses.files(usedBy: "Coordinator"),
            equals: [
                "MVVM/MVVM+CommentsViewController.swift", "Shared/CommentsView.swift", "Shared/FeedModel.swift",
                "Shared/TextRows.swift",
            ])
        expect(
            uses.files(usedBy: "MVVM"),
            equals: [
                "Shared/CommentsView.swift", "Shared/FeedModel.swift", "Shared/TextRows.swift",
            ])
        expect(uses.files(usedBy: "Nowhere"), equals: [])
    }
}
