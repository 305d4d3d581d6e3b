import ContractSupport
import Testing

@testable import AntiPatterns

@Test("the poltergeist example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func poltergeistTranscript() async throws {
    try await checkTranscriptContract(
        of: PoltergeistExample(),
        equals: """
            == a courier per tap ==
            3 taps: 6 messages, 3 couriers made and dropped
            likes: #3 1, #2 2
            == the button calls the store ==
            3 taps: 3 messages, no courier
            likes: #3 1, #2 2
            same feed: true

            """)
}
