import ContractSupport
import Testing

@testable import Principles

@Test(
    "the liskov-substitution example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)),
    .watchdog)
func liskovSubstitutionTranscript() async throws {
    try await checkTranscriptContract(
        of: LiskovSubstitutionExample(),
        equals: """
            eve publishes post #5; the composer then scrolls to the top of the timeline it was given
            == Timeline ==
            order after insert: #5 #4 #3 #2 #1
            the screen shows: post #5 by eve
            == UnreadCountingTimeline ==
            order after insert: #5 #4 #3 #2 #1
            the screen shows: post #5 by eve
            unread badge: 1
            == LikesRankedTimeline ==
            order after insert: #4 #1 #2 #5 #3
            the screen shows: post #4 by anna
            == the ranking as a view, not a subclass ==
            LikesRanking: #4 #1 #2 #5 #3
            timeline, untouched: #5 #4 #3 #2 #1

            """)
}
