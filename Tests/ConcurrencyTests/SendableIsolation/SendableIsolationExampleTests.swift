import ContractSupport
import Testing

@testable import Concurrency

@Suite(.timeLimit(.minutes(1)), .watchdog)
struct SendableIsolationExampleTests {
    @Test("the sendable-isolation example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: SendableIsolationExample(),
            equals: """
                == a Sendable value crosses as a copy ==
                while the renderer waits, the screen shows a new line: 5 lines
                the renderer drew the snapshot as it was sent:
                anna, 3 unread
                  #4 anna: Shipped the new feed screen today!
                  #3 bob: My cat, judging me
                  #2 chen: video
                  #1 dana: Hello, Futubra.
                == a non-Sendable draft handed over with sending ==
                published as post #5; the text field is empty again: true
                the uploader keeps the draft "Hello from the compose screen": published(#5)
                == a Sendable class keeps its state in a Mutex ==
                200 taps from 200 tasks by 5 users: 200 taps, 5 likes

                """)
    }
}
