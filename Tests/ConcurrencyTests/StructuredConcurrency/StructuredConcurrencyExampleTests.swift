import ContractSupport
import Testing

@testable import Concurrency

@Suite(.timeLimit(.minutes(1)), .watchdog)
struct StructuredConcurrencyExampleTests {
    @Test("the structured-concurrency example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: StructuredConcurrencyExample(),
            equals: """
                == async let: the feed screen's three parts at once ==
                in flight together: GET /posts/1, GET /posts?q=, GET /users/dana/unread
                feed #4, #3, #2, #1; pinned #1; badge 4
                == a task group: one failure cancels the rest ==
                four children wait for their posts
                #3 fails: the call threw "the server did not answer 'GET /posts/3'"
                the other three were cancelled while they waited: 0 still held
                == the parent cancelled: every child stops ==
                the parent threw CancellationError; 0 requests still held
                == a loop that checks for cancellation ==
                a prefetch cancelled before its first step threw CancellationError; requests sent: 0

                """)
    }
}
