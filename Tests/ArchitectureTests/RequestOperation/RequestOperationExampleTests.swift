import ContractSupport
import Testing

@testable import Architecture

@Suite(.timeLimit(.minutes(1)), .watchdog) struct RequestOperationExampleTests {
    @Test("the request-operation example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: RequestOperationExample(),
            equals: """
                == states, seen by a callback ==
                page 1: ready -> executing -> finished
                == retry with backoff on a virtual clock ==
                the server fails twice: 3 attempts, waits 100 ms, 200 ms; finished
                == pause, resume and cancel reach the request in flight ==
                paused: requests cancelled in flight: 1
                resumed: the same request sent again; finished after 2 attempts
                cancelled: cancelled; requests cancelled in flight: 1
                resume after cancel: no transition from 'cancelled' to 'executing'
                == dependencies and a batch that reports once ==
                order: feed executing, feed finished, bob's posts executing, bob's posts finished, page 2 executing, page 2 finished
                reported 1 time: feed finished, bob's posts finished, page 2 finished
                a after b after a: the dependencies form a cycle: 'a -> b -> a'; a is ready, b is ready

                """)
    }
}
