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

/// Checks, on the sources, that the mention rule is written once: following every name from
/// each composer's `notified(by:)`, all of them reach the same code, and none holds the rule
/// itself (each is one line that asks).
private func checkOneCopyOfTheRule(_ composers: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
    let sources = principlesSources("DRY/")
    var reached: [Set<String>] = []
    for composer in composers {
        let start = try #require(sources.declaration(composer), sourceLocation: sourceLocation)
        let code = sources.reach(from: start).filter { !$0.kind.isType && $0.qualifiedName != composer }
        reached.append(Set(code.map(\.qualifiedName)))
        #expect(start.lines.count == 1, "\(composer) holds code of its own", sourceLocation: sourceLocation)
    }
    #expect(
        Set(reached).count == 1 && reached.first?.isEmpty == false, "the composers run \(reached)",
        sourceLocation: sourceLocation)
}

/// Don't repeat yourself: one piece of knowledge in one place, or in two copies that drift.
@Suite("Don't repeat yourself", .timeLimit(.minutes(1)), .watchdog)
struct DRYTests {
    @Test("a fix made in the one shared parser reaches posts and comments alike")
    func oneParserOneFix() throws {
        checkMentionRule(DRY.PostComposer().notified(by:))
        checkMentionRule(DRY.CommentComposer().notified(by:))
        try checkOneCopyOfTheRule(["DRY.PostComposer.notified", "DRY.CommentComposer.notified"])
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

    @Test(
        "two composers that each hold a copy of the rule share no code, even where the copies agree, and the check catches it",
        .tags(.control))
    func wetCopiesAreTwoCopies() {
        withKnownIssue {
            try checkOneCopyOfTheRule(["DRY.WETPostComposer.notified", "DRY.WETCommentComposer.notified"])
        }
    }
}
