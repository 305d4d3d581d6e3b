import ContractSupport
import Testing

@testable import Principles

@Test(
    "the interface-segregation example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)),
    .watchdog)
func interfaceSegregationTranscript() async throws {
    try await checkTranscriptContract(
        of: InterfaceSegregationExample(),
        equals: """
            == both screens, on the same backend ==
            eve likes #3 through FatFeedScreen, dana through FeedScreen
            FatFeedScreen: #4 anna, likes: 3 | #3 bob, likes: 2 | #2 chen, likes: 1 | #1 dana, likes: 2
            FeedScreen:    #4 anna, likes: 3 | #3 bob, likes: 2 | #2 chen, likes: 1 | #1 dana, likes: 2
            == what a stand-in for the screen must implement ==
            the screen calls 2 requirements: feed() and like(_:by:)
            FeedService: 6 requirements, 4 of them stubs the screen never calls
            FeedReading & PostLiking: 2 requirements, 0 stubs

            """)
}
