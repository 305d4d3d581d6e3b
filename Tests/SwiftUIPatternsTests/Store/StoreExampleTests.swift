import ContractSupport
import Testing

@testable import SwiftUIPatterns

@Suite("Store example", .timeLimit(.minutes(1)), .watchdog)
struct StoreExampleTests {
    @Test("the store example's transcript and trace", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: StoreExample(),
            equals: """
                == the screen sends actions and shows the store's state ==
                | Couldn't load the feed [Retry]
                | #4 anna ♥3 [Like]
                | #3 bob ♥1 [Unlike]
                | #2 chen ♥1 [Unlike]
                | #1 dana ♥2 [Unlike]
                the server has 1 like on #3
                == a test store asserts every state change and every effect's answer ==
                send appeared: the phase stays loading, the load effect runs
                receive feedLoaded(4 rows): the rows, loaded
                send likeTapped(#3): #3 is pending, the like effect runs
                finish, forgetting the answer: effects sent back actions the test did not assert: 'likeAnswered(#3, 1)'
                receive likeAnswered(#3, 1), then finish: everything accounted for

                """)
        let events = try await run(StoreExample()).events
        expect(
            events.map { "\($0.from) -> \($0.to): \($0.message)" },
            equals: [
                "FeedStoreScreen -> FeedStore: appeared", "FeedStore -> FeedEnvironment: load the feed",
                "FeedEnvironment -> FeedService: posts()", "FeedEnvironment -> FeedStore: feedLoaded(offline)",
                "FeedStoreScreen -> FeedStore: retryTapped", "FeedStore -> FeedEnvironment: load the feed",
                "FeedEnvironment -> FeedService: posts()", "FeedEnvironment -> FeedStore: feedLoaded(4 rows)",
                "FeedStoreScreen -> FeedStore: likeTapped(#3)", "FeedStore -> FeedEnvironment: like #3",
                "FeedEnvironment -> FeedService: setLike(true, post: #3)",
                "FeedEnvironment -> FeedStore: likeAnswered(#3, 1)", "FeedEnvironment -> FeedService: posts()",
                "FeedEnvironment -> FeedService: setLike(true, post: #3)",
            ])
    }
}
