import ContractSupport
import Testing

@testable import Concurrency

@Suite(.timeLimit(.minutes(1)), .watchdog)
struct GCDOperationConcurrencyExampleTests {
    @Test("the gcd-operation-concurrency example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: GCDOperationConcurrencyExample(),
            equals: """
                == GCD: a group, a semaphore of 2, a flag ==
                first request: GET /feed, alone
                downloads in flight before each answer: 2, 2, 2, 1
                4 thumbnails; the most at once: 2
                cancelled with 2 in flight: 2 downloads started; the load threw CancellationError
                == Operation: maxConcurrentOperationCount 2, dependencies ==
                first request: GET /feed, alone
                downloads in flight before each answer: 2, 2, 2, 1
                4 thumbnails; the most at once: 2
                cancelled with 2 in flight: 2 downloads started; the load threw CancellationError
                == Swift concurrency: a task group, 2 children at a time ==
                first request: GET /feed, alone
                downloads in flight before each answer: 2, 2, 2, 1
                4 thumbnails; the most at once: 2
                cancelled with 2 in flight: 2 downloads started; the load threw CancellationError

                """)
    }
}
