import ContractSupport
import Testing

@testable import TestingPatterns

@Suite("Characterization tests example", .timeLimit(.minutes(1)), .watchdog)
struct CharacterizationTestsExampleTests {
    @Test("the characterization-tests example's transcript and trace", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: CharacterizationTestsExample(),
            equals: """
                == the legacy ranking, on the sample feed ==
                LegacyFeedRanker: [#4, #1, #2]
                FeedRanker:       [#4, #1, #2]
                == 500 seeded feeds, the old code against the new ==
                the inputs reach the odd cases: 877 self-liked posts, 543 busy threads, 21 zero scores dropped
                FeedRanker ranks every feed as the legacy code does: yes
                == a rewrite that treats the self-like penalty as a bug ==
                first difference at seed 0: old [#3, #5, #6, #1, #4, #2], new [#3, #5, #1, #4, #6, #2]
                  #1 by chen, video, liked by [anna, bob, chen, eve], 1 comments
                  #2 by eve, image, liked by [anna, eve], 2 comments
                  #3 by dana, text, liked by [anna, bob, dana], 5 comments
                  #4 by chen, text, liked by [bob, chen, dana], 0 comments
                  #5 by anna, text, liked by [anna, bob, eve], 3 comments
                  #6 by anna, image, liked by [bob, dana], 2 comments
                the change may be right; the test makes it a decision, not an accident

                """)
        let events = try await run(CharacterizationTestsExample()).events
        expect(
            events.map { "\($0.from) -> \($0.to): \($0.message)" },
            equals: [
                "RankingDifference -> RankingDifference: 500 feeds rank alike",
                "RankingDifference -> RankingDifference: seed 0 ranks differently",
            ])
    }
}
