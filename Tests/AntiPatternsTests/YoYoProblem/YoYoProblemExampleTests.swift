import ContractSupport
import Testing

@testable import AntiPatterns

@Test("the yo-yo-problem example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func yoYoProblemTranscript() async throws {
    try await checkTranscriptContract(
        of: YoYoProblemExample(),
        equals: """
            == bob's image card through YoYoImageCard ==
              bob shared (#3)
              [img] https://img.futubra.example/cat.jpg
              My cat, judging me
              0 likes · tap to zoom
            code visited, by class: YoYoCard > YoYoPostCard > YoYoCard > YoYoMediaCard > YoYoMediaCard > YoYoImageCard > YoYoPostCard > YoYoMediaCard > YoYoImageCard > YoYoCard
            10 visits, 4 classes, 8 changes of class
            == the same card through FlatPostCard ==
            same lines: true
            1 visit, 1 type, 0 changes

            """)
}
