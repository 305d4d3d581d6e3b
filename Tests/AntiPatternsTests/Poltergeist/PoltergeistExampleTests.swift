import ContractSupport
import Testing

@testable import AntiPatterns

@Test("the poltergeist example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func poltergeistTranscript() async throws {
    try await checkTranscriptContract(
        of: PoltergeistExample(),
        equals: """
            == a courier per tap ==
            anna likes #3, eve likes #2, anna likes #3 again
            likes: #3 1, #2 2
            a tap's route, read from the code: CourierLikeButton > LikeRequestCourier > LikeKeeping, 2 hops
            == the button calls the store ==
            the same three taps
            likes: #3 1, #2 2
            a tap's route, read from the code: LikeButton > LikeKeeping, 1 hop
            same feed: true

            """)
}
