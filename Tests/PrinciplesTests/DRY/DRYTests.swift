import ContractSupport
import Futubra
import Testing

@testable import Principles

/// The mention rule's characterization: what every composer must notify for these texts.
private func checkMentionRule(
    _ notified: (String) -> [UserName], sourceLocation: SourceLocation = #_sourceLocation
) {
    let expected: [(String, [UserName])] = [
        ("welcome @dana!", [SampleFeed.dana]),
        ("thanks @anna, @bob.", [SampleFeed.anna, SampleFeed.bob]),
        ("@eve @eve", [SampleFeed.eve]),
        ("mail me at chen@futubra.example", []),
    ]
    for (text, names) in expected {
        #expect(notified(text) == names, "for \"\(text)\"", sourceLocation: sourceLocation)
    }
}

/// Don't repeat yourself: one piece of knowledge in one place, or in two copies that drift.
@Suite("Don't repeat yourself", .timeLimit(.minutes(1)), .watchdog)
struct DRYTests {
    @Test("a fix made in the one shared parser reaches posts and comments alike")
    func oneParserOneFix() {
        checkMentionRule(DRY.PostComposer().notified(by:))
        checkMentionRule(DRY.CommentComposer().notified(by:))
    }

    @Test("duplicated code drifts: a bug fixed in the post composer's copy stays in the comment composer's")
    func copiesDrift() {
        let text = "thanks @anna, @bob!"
        checkMentionRule(DRY.WETPostComposer().notified(by:))
        expect(DRY.WETPostComposer().notified(by: text), equals: [SampleFeed.anna, SampleFeed.bob])
        expect(DRY.WETCommentComposer().notified(by: text), equals: [])
        expect(DRY.PostComposer().notified(by: text), equals: DRY.CommentComposer().notified(by: text))
    }

    @Test("the comment composer's copy of the rule still has the fixed bug, and the check catches it", .tags(.control))
    func wetCopyFailsTheRule() {
        withKnownIssue {
            checkMentionRule(DRY.WETCommentComposer().notified(by:))
        }
    }
}
