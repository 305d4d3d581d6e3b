import ContractSupport
import Testing

@testable import AntiPatterns

@Test("the base-bean example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func baseBeanTranscript() async throws {
    try await checkTranscriptContract(
        of: BaseBeanExample(),
        equals: """
            == rows that inherit TextUtilities ==
            UtilityPostRow: anna: Shipped the new feed scr… | 3 likes · 0 comments
            UtilityPostRow: bob: My cat, judging me | 0 likes · 0 comments
            UtilityVideoRow: chen: video | 1 plays · 0 plays | 1.2k plays
            UtilityPostRow: dana: Hello, Futubra. | 2 likes · 2 comments
            the video row overrode counted(_:_:) for its plays; the inherited footer calls it too
            == rows that hold a TextFormat ==
            PostRowLines: anna: Shipped the new feed scr… | 3 likes · 0 comments
            PostRowLines: bob: My cat, judging me | 0 likes · 0 comments
            PostRowLines: chen: video | 1 like · 0 comments | 1.2k plays
            PostRowLines: dana: Hello, Futubra. | 2 likes · 2 comments

            """)
}
