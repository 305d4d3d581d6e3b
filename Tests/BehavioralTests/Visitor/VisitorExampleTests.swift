import ContractSupport
import Testing

@testable import Behavioral

@Test("the visitor example's transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func visitorExampleTranscript() async throws {
    try await checkTranscriptContract(
        of: VisitorExample(),
        equals: """
            == AccessibilityDescriber visits each post ==
            #4: Shipped the new feed screen today!
            #3: Image: My cat, judging me
            #2: Video without description
            #1: Hello, Futubra.
            == MediaStatistics visits posts and comments ==
            visited 6 contents
            texts 4, images 1, videos 1
            media without caption: 1
            media hosts: img.futubra.example, video.futubra.example
            == the Swift way: an exhaustive switch ==
            Content.accessibilityLabel agrees with the visitor on every post: true

            """)
}
