import ContractSupport
import Testing

@testable import SwiftUIPatterns

@Suite("Model-view example", .timeLimit(.minutes(1)), .watchdog)
struct ModelViewExampleTests {
    @Test("the model-view example's transcript and trace", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: ModelViewExample(),
            equals: """
                == open a post: the header reads the selection ==
                | open: #3 by bob, ♥0
                | #4 anna ♥3 [Like] [Open]
                | #3 bob ♥0 [Like] [Open]
                | #2 chen ♥1 [Unlike] [Open]
                | #1 dana ♥2 [Unlike] [Open]
                bodies evaluated: SelectedHeader
                == like it: the row and the header read that post, nothing else runs ==
                | open: #3 by bob, ♥1
                | #4 anna ♥3 [Like] [Open]
                | #3 bob ♥1 [Unlike] [Open]
                | #2 chen ♥1 [Unlike] [Open]
                | #1 dana ♥2 [Unlike] [Open]
                bodies evaluated: SelectedHeader, ModelPostRow 3
                == like another post: only its row ==
                | open: #3 by bob, ♥1
                | #4 anna ♥4 [Unlike] [Open]
                | #3 bob ♥1 [Unlike] [Open]
                | #2 chen ♥1 [Unlike] [Open]
                | #1 dana ♥2 [Unlike] [Open]
                bodies evaluated: ModelPostRow 4

                """)
        let events = try await run(ModelViewExample()).events
        expect(
            events.map { "\($0.from) -> \($0.to): \($0.message)" },
            equals: ["PostObject -> PostObject: like #3", "PostObject -> PostObject: like #4"])
    }
}
