import ContractSupport
import Testing

@testable import Principles

@Test(
    "the premature-optimization example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)),
    .watchdog)
func prematureOptimizationTranscript() async throws {
    try await checkTranscriptContract(
        of: PrematureOptimizationExample(),
        equals: """
            == optimized on a guess: an index of positions for post(id:) ==
            after sorting by likes, post(id: #3) is #1 by dana
            after removing #4, post(id: #1) is missing
            == measured first: the plain feed, linear post(id:) ==
            after sorting by likes, post(id: #3) is #3 by bob
            after removing #4, post(id: #1) is #1 by dana
            == where the profile pointed: decoding a whole feed ==
            500 posts decoded, equal to the ones encoded: true
            a repeated id is still refused: invalid JSON at 'posts': the feed already has a post with id '7'

            """)
}
