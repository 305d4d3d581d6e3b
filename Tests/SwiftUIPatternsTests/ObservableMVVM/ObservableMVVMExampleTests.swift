import ContractSupport
import Testing

@testable import SwiftUIPatterns

@Suite("Observable MVVM example", .timeLimit(.minutes(1)), .watchdog)
struct ObservableMVVMExampleTests {
    @Test("the observable-mvvm example's transcript and trace", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: ObservableMVVMExample(),
            equals: """
                == the screen appears: its .task loads, and the first load fails ==
                | Couldn't load the feed [Retry]
                bodies evaluated: FeedScreen, NewPostsBadge, FeedScreen
                | #4 anna ♥3 [Like]
                | #3 bob ♥0 [Like]
                | #2 chen ♥1 [Unlike]
                | #1 dana ♥2 [Unlike]
                bodies evaluated: FeedScreen, FeedRowView #4, FeedRowView #3, FeedRowView #2, FeedRowView #1
                == a like: the list read the rows, and only row #3 changed ==
                | #4 anna ♥3 [Like]
                | #3 bob ♥1 [Unlike]
                | #2 chen ♥1 [Unlike]
                | #1 dana ♥2 [Unlike]
                bodies evaluated: FeedScreen, FeedRowView #3
                the server has 1 like on #3
                == two new posts: only the badge read newPosts ==
                | 2 new posts
                | #4 anna ♥3 [Like]
                | #3 bob ♥1 [Unlike]
                | #2 chen ♥1 [Unlike]
                | #1 dana ♥2 [Unlike]
                bodies evaluated: NewPostsBadge
                == the same like on an ObservableObject view model ==
                bodies evaluated: LegacyFeedScreen, LegacyNewPostsBadge, LegacyFeedRowView #4, LegacyFeedRowView #3, LegacyFeedRowView #2, LegacyFeedRowView #1

                """)
        let events = try await run(ObservableMVVMExample()).events
        expect(
            events.map { "\($0.from) -> \($0.to): \($0.message)" },
            equals: [
                "FeedViewModel -> FeedService: posts()", "FeedViewModel -> FeedService: posts()",
                "FeedViewModel -> FeedService: setLike(true, post: #3)", "LegacyFeedViewModel -> FeedService: posts()",
                "LegacyFeedViewModel -> FeedService: setLike(true, post: #3)",
            ])
    }
}
