import ContractSupport
import Testing

@testable import AntiPatterns

@Test("the singletonitis example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func singletonitisTranscript() async throws {
    try await checkTranscriptContract(
        of: SingletonitisExample(),
        equals: """
            == the badge as a singleton ==
            anna's session: eve likes #4 -> badge 1
            anna's session: bob likes #4 again -> badge 1
            dana's session: chen likes #1 -> badge 2
            dana sees anna's like as her own: the count lives in the process, not in the session
            == the badge injected ==
            anna's session: eve likes #4 -> badge 1
            anna's session: bob likes #4 again -> badge 1
            dana's session: chen likes #1 -> badge 1
            each session has its own badge; the app still makes exactly one for its real session

            """)
}
