import ContractSupport
import Testing

@testable import Concurrency

@Suite(.timeLimit(.minutes(1)), .watchdog)
struct ContinuationsExampleTests {
    @Test("the continuations example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: ContinuationsExample(),
            equals: """
                == a callback API, bridged once ==
                "Hello, Futubra" published as #7
                an id and an error in one callback: resumed once, threw "the server did not answer 'POST /posts'"
                == cancellation, passed on ==
                the task is cancelled: threw CancellationError; the SDK cancelled "Too late"
                == a delegate API, bridged per request ==
                in flight: beach.jpg, cat.gif; cat.gif ends first
                beach.jpg: 2048 bytes
                cat.gif: 512 bytes
                == a delegate that calls many times: AsyncStream ==
                pushed #4, #3, #2, then closed: the loop heard #4, #3, #2 and ended
                a listener that stops: onTermination disconnected the socket (true)

                """)
    }
}
