import ContractSupport
import Testing

@testable import Principles

@Test("the open-closed example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func openClosedTranscript() async throws {
    try await checkTranscriptContract(
        of: OpenClosedExample(),
        equals: """
            == the kinds both renderers were written for ==
            text, image, video and text: both draw the same lines
              Shipped the new feed screen today!
              [img] https://img.futubra.example/cat.jpg
              "My cat, judging me"
              [> play] https://video.futubra.example/talk.mp4
              Hello, Futubra.
            == a poll, added later in another file ==
            AttachmentRenderer, unchanged:
              [poll] Tabs or spaces?
                ( ) tabs
                ( ) spaces
            KindSwitchRenderer, unchanged:
              (unsupported attachment)
            to draw the poll, KindSwitchRenderer needs a new branch; AttachmentRenderer needs nothing

            """)
}
