import ContractSupport
import Futubra
import Testing

@testable import AntiPatterns

/// A seeded script of feed-screen actions: likes, withdrawals, comments (some blank, some too
/// long, some on a missing post), opens and backs.
private func actions(_ random: inout SeededGenerator) -> [FeedScreenAction] {
    let ids = [1, 2, 3, 4, 9].map { PostID($0) }
    let texts = [
        "Nice", "  spaced  ", "   ", String(repeating: "a", count: 80), String(repeating: "a", count: 81),
        "Glad to see this",
    ]
    return (0..<30).map { _ in
        let id = random.pick(ids)
        let user = random.pick(SampleFeed.users)
        switch random.below(6) {
        case 0: return .like(id, user)
        case 1: return .unlike(id, user)
        case 2, 3: return .comment(id, user, random.pick(texts))
        case 4: return .open(id)
        default: return .back
        }
    }
}

/// Every screen the script shows, step by step, on a screen built by `make`.
private func screens(_ script: [FeedScreenAction], handle: (FeedScreenAction) -> Void, screen: () -> [String])
    -> [[String]]
{
    script.map { action in
        handle(action)
        return screen()
    }
}

/// The god object moved into one field of a new type: one field, and everything inside it.
private struct ScreenShell {
    let screen: MassiveFeedViewController
}

@Suite("God object", .timeLimit(.minutes(1)), .watchdog)
struct GodObjectTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("taking the god object apart changes no output: both screens show the same after every action") {
            let feed = try SampleFeed.feed()
            let compared = try checkCharacterization(
                input: actions,
                before: { script in
                    let screen = MassiveFeedViewController(feed: feed)
                    return screens(script, handle: screen.handle, screen: { screen.screen })
                },
                after: { script in
                    let screen = FeedScreenController(feed: feed)
                    return screens(script, handle: screen.handle, screen: { screen.screen })
                })
            expect(compared, equals: 40)
        },
        Check("the god object keeps five fields every feature can reach; after the split no part holds more than three")
        {
            let feed = try SampleFeed.feed()
            expect(
                StoredState.names(of: MassiveFeedViewController(feed: feed)),
                equals: ["feed", "stack", "banner", "maximumCommentLength", "titleLength"])
            let screen = FeedScreenController(feed: feed)
            let parts = StoredState.parts(of: screen, declaredIn: ["AntiPatterns"]).map { "\(type(of: $0.value))" }
            expect(parts, equals: ["FeedScreenController", "FeedStore", "FeedRouter", "CommentRule"])
            checkNoPartHoldsMoreThan(3, in: screen)
        },
        Check("each part is tested alone: the comment rule with a string, the router with a feed, no screen at all") {
            expect(CommentRule().problem(with: " \n "), equals: "a comment needs words")
            expect(CommentRule(maximumLength: 5).problem(with: "Lovely"), equals: "a comment is at most 5 characters")
            expect(CommentRule(maximumLength: 5).problem(with: " Lovel ") == nil, "five characters are allowed")
            expect(CommentRule().problem(with: " Lovely ") == nil)
            var router = FeedRouter()
            expect(router.open(PostID(9), in: try SampleFeed.feed()), equals: "no post #9")
            expect(router.open(PostID(2), in: try SampleFeed.feed()) == nil)
            expect(router.trail, equals: "feed > post #2")
            expect(router.back() == nil)
            expect(router.back(), equals: "already on the feed")
            expect(
                PostRow.text(for: try SampleFeed.post(4)),
                equals: "#4 anna · Shipped the new feed… · 3 likes · 0 comments")
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test("a god object fails the check, even moved into one field of another type", .tags(.control))
    func godObjectFailsTheCheck() throws {
        let feed = try SampleFeed.feed()
        withKnownIssue {
            checkNoPartHoldsMoreThan(3, in: MassiveFeedViewController(feed: feed))
        }
        withKnownIssue {
            checkNoPartHoldsMoreThan(3, in: ScreenShell(screen: MassiveFeedViewController(feed: feed)))
        }
    }

}
