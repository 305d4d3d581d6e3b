import ContractSupport
import Testing

@testable import Behavioral

@Suite("Null object example", .timeLimit(.minutes(1)), .watchdog)
struct NullObjectExampleTests {
    @Test("the null-object example's transcript and trace", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: NullObjectExample(),
            equals: """
                == SignedInViewer, analytics on ==
                Hello, eve
                like #3: liked
                like #3 again: alreadyLiked
                comment on #3: commented
                #3 now: 1 likes, 1 comments (was 0, 0)
                == GuestViewer, analytics off ==
                Hello, guest
                like #3: signInToLike
                like #3 again: signInToLike
                comment on #3: signInToComment
                #3 now: 0 likes, 0 comments (was 0, 0)
                analytics recorded: like(#3), like(#3), comment(#3)
                == the same client with optionals ==
                like #3: signInToLike
                comment on #3: signInToComment
                greeting: 'Hello, ' (the null object's: 'Hello, guest')
                places in FeedActions that decide what a missing value means: 0
                places in OptionalFeedActions that decide what a missing value means: 7

                """)
        let events = try await run(NullObjectExample()).events
        expect(
            events.map { "\($0.from) -> \($0.to): \($0.message)" },
            equals: [
                "FeedActions -> FeedViewer: like(#3)",
                "SignedInViewer -> FeedActions: liked",
                "FeedActions -> FeedAnalytics: record(like(#3))",
                "FeedActions -> FeedViewer: like(#3)",
                "SignedInViewer -> FeedActions: alreadyLiked",
                "FeedActions -> FeedAnalytics: record(like(#3))",
                "FeedActions -> FeedViewer: comment(on: #3)",
                "SignedInViewer -> FeedActions: commented",
                "FeedActions -> FeedAnalytics: record(comment(#3))",
                "FeedActions -> FeedViewer: like(#3)",
                "GuestViewer -> FeedActions: signInToLike",
                "FeedActions -> FeedAnalytics: record(like(#3))",
                "FeedActions -> FeedViewer: like(#3)",
                "GuestViewer -> FeedActions: signInToLike",
                "FeedActions -> FeedAnalytics: record(like(#3))",
                "FeedActions -> FeedViewer: comment(on: #3)",
                "GuestViewer -> FeedActions: signInToComment",
                "FeedActions -> FeedAnalytics: record(comment(#3))",
            ])
    }
}
