import ContractSupport
import Testing

@testable import Behavioral

@Test("the strategy example's transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func strategyExampleTranscript() async throws {
    try await checkTranscriptContract(
        of: StrategyExample(),
        equals: """
            == the feed ==
            #4 text by anna: 3 likes, 0 comments
            #3 image by bob: 0 likes, 0 comments
            #2 video by chen: 1 likes, 0 comments
            #1 text by dana: 2 likes, 2 comments
            == the reader picks an ordering ==
            newest first: #4, #3, #2, #1
            most liked: #4, #1, #2, #3
            most discussed: #1, #4, #3, #2
            oldest first: #1, #2, #3, #4
            == a new ordering, no change to the timeline ==
            media first: #3, #2, #4, #1
            == an unknown choice ==
            refused: no feed ordering is called 'random'; still media first

            """)
}
