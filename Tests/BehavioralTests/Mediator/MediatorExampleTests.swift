import ContractSupport
import Testing

@testable import Behavioral

@Test("the mediator example's transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func mediatorExampleTranscript() async throws {
    try await checkTranscriptContract(
        of: MediatorExample(),
        equals: """
            == typing ==
            empty screen
              text (What's new?); [Attach image]; Post disabled
            types only spaces
              text "   "; [Attach image]; Post disabled
            types a long text
              text "Sunset over the river, best one this year by far", warning: 8 characters too many; [Attach image]; Post disabled
            shortens it
              text "Sunset over the river"; [Attach image]; Post enabled
            == attaching ==
            deletes the text
              text (What's new?); [Attach image]; Post disabled
            taps Attach image
              text (Add a caption); [Remove image]; Post enabled
            types a caption
              text "Tonight"; [Remove image]; Post enabled
            == posting ==
            taps Post
              text (What's new?); [Attach image]; Post disabled
            published: #5 image: https://img.futubra.example/sunset.jpg "Tonight"

            """)
}
