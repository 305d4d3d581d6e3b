import ContractSupport
import Testing

@testable import AntiPatterns

@Test(
    "the empty-subclass-failure example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)),
    .watchdog)
func emptySubclassFailureTranscript() async throws {
    try await checkTranscriptContract(
        of: EmptySubclassFailureExample(),
        equals: """
            == keys built from type(of: self) ==
            the settings screen saves mostLiked through FeedPreferences
            saved keys: ["FeedPreferences.order"]
            TeamFeedPreferences (an empty subclass) reads: newest
            the team feed shows [#4, #3, #2, #1]
            == one key, whatever the class ==
            saved keys: ["feed.order"]
            TeamFeedSettings (an empty subclass) reads: mostLiked
            the team feed shows [#4, #1, #2, #3]

            """)
}
