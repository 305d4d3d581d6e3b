import ContractSupport
import Futubra
import Testing

@testable import Principles

/// After bob's comment on post #1, the comments screen and the post's card in the feed must
/// tell the same story. `comment` adds it and returns the screen's lines and the post the
/// card is drawn from.
private func checkScreensAgree(
    _ comment: (Post) throws -> (screen: [String], card: Post), sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let (screen, card) = try comment(try SampleFeed.post(1))
    #expect(screen.first == "3 comments", sourceLocation: sourceLocation)
    #expect(screen.last == "bob: Nice to meet you.", sourceLocation: sourceLocation)
    #expect(
        SeparationOfConcerns.CommentsPresenter.cardFooter(for: card) == "2 likes, 3 comments",
        "the card in the feed must count the new comment", sourceLocation: sourceLocation)
}

/// Which of the three parts each part names, counted on the sources.
private func partsNamed() -> [String: Set<String>] {
    let sources = SourceIndex(
        Principles.sourceFiles.filter { $0.path == "SeparationOfConcerns/SeparationOfConcerns.swift" })
    let parts: Set = ["CommentRule", "PostStore", "CommentsPresenter"]
    return Dictionary(
        uniqueKeysWithValues: parts.map { ($0, sources.names(parts, usedBy: ["SeparationOfConcerns", $0])) })
}

/// Separation of concerns: the rule, the data and the presentation in one type, or each in
/// its own.
@Suite("Separation of concerns", .timeLimit(.minutes(1)), .watchdog)
struct SeparationOfConcernsTests {
    @Test(
        "each concern is its own part, counted on the sources: the presenter and the rule name no other part, the store only the rule"
    )
    func partsNameEachOtherOneWay() {
        expect(partsNamed(), equals: ["CommentRule": [], "PostStore": ["CommentRule"], "CommentsPresenter": []])
    }

    @Test(
        "the comments live in the post the store owns, not in lines drawn from them, so the screen and the card agree after a new comment"
    )
    func separatedScreensAgree() throws {
        try checkScreensAgree { post in
            let store = SeparationOfConcerns.PostStore(post: post)
            try store.addComment("Nice to meet you.", by: SampleFeed.bob)
            return (SeparationOfConcerns.CommentsPresenter.lines(for: store.post), store.post)
        }
    }

    @Test(
        "a screen that keeps the comments as the lines it drew shows 3 while the post's card still says 2, and the check catches it",
        .tags(.control))
    func tangledScreensDisagree() throws {
        let screen = SeparationOfConcerns.TangledCommentsScreen(post: try SampleFeed.post(1))
        screen.submit("Nice to meet you.", by: SampleFeed.bob)
        expect(screen.lines.first, equals: "3 comments")
        expect(screen.post.comments.count, equals: 2)
        withKnownIssue {
            try checkScreensAgree { post in
                let screen = SeparationOfConcerns.TangledCommentsScreen(post: post)
                screen.submit("Nice to meet you.", by: SampleFeed.bob)
                return (screen.lines, screen.post)
            }
        }
    }

    @Test("each concern is checked alone: the rule with no screen or store, the presenter with no rule")
    func concernsTestedAlone() throws {
        #expect(throws: FutubraError.emptyText) { try SeparationOfConcerns.CommentRule.content(" \n ") }
        expect(try SeparationOfConcerns.CommentRule.content("Hi") == .text("Hi"))
        expect(
            SeparationOfConcerns.CommentsPresenter.lines(for: try SampleFeed.post(1)),
            equals: [
                "2 comments", "anna: Welcome!", "eve: Glad you are here.",
            ])
    }
}
