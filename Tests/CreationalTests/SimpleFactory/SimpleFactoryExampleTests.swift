import ContractSupport
import Testing

@testable import Creational

@Test("the simple-factory example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func simpleFactoryTranscript() async throws {
    try await checkTranscriptContract(
        of: SimpleFactoryExample(),
        equals: """
            == one call per post, the factory picks the type ==
            post #4 holds text content: TextPostCell
            post #3 holds image content: ImagePostCell
            post #2 holds video content: VideoPostCell
            post #1 holds text content: TextPostCell
            == the list draws them, knowing only FeedCell ==
            anna: Shipped the new feed screen today!
              3 likes
            bob posted a photo
              [img] https://img.futubra.example/cat.jpg
              "My cat, judging me"
              0 likes
            chen posted a video
              [> play] https://video.futubra.example/talk.mp4
              1 like
            dana: Hello, Futubra.
              2 likes
            == a new kind of post ==
            the switch in makeCell(for:) has no default:
            add a case to Content and this switch no longer compiles until it has a cell

            """)
}
