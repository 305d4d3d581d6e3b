import ContractSupport
import Testing

@testable import Principles

@Test("the kiss example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func kissTranscript() async throws {
    try await checkTranscriptContract(
        of: KISSExample(),
        equals: """
            == the phrase engine: 4 rules, templates, a filler ==
            post #4: liked by bob, chen and 1 others
            post #3: no likes yet
            post #2: liked by anna
            post #1: liked by anna and bob
            post #5: liked by anna, bob and 3 others
            == one function, five cases ==
            post #4: liked by bob, chen and dana
            post #3: no likes yet
            post #2: liked by anna
            post #1: liked by anna and bob
            post #5: liked by anna, bob and 3 others
            they differ on post #4: three likers

            """)
}
