import ExampleKit
import Futubra

/// Plays the same texts through two copies of the mention rule and through one.
package struct DRYExample: Example {
    package static let id = "dry"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let texts = ["welcome @dana!", "thanks @anna, @bob!"]
        transcript.section("WET: each composer has its own copy; the fix went into the post composer's")
        for text in texts {
            transcript.line("\"\(text)\"")
            transcript.line("  as a post notifies:    \(Self.names(DRY.WETPostComposer().notified(by: text)))")
            transcript.line("  as a comment notifies: \(Self.names(DRY.WETCommentComposer().notified(by: text)))")
        }
        transcript.section("DRY: both composers ask MentionParser")
        for text in texts {
            transcript.line("\"\(text)\"")
            transcript.line("  as a post notifies:    \(Self.names(DRY.PostComposer().notified(by: text)))")
            transcript.line("  as a comment notifies: \(Self.names(DRY.CommentComposer().notified(by: text)))")
        }
    }

    private static func names(_ users: [UserName]) -> String {
        users.isEmpty ? "nobody" : users.map(\.rawValue).joined(separator: ", ")
    }
}
