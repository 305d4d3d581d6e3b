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
                == retry with a doubling, capped, jittered backoff on a virtual clock ==
                the server fails 3 times: 4 attempts, waits 69 ms, 101 ms, 190 ms; finished
                each wait is between half and all of 100 ms, 200 ms, 200 ms (doubling, capped at 200 ms)
                a 404 is not retried: 1 attempt, failed: the request failed: 'GET /posts?limit=2&offset=0 answered 404'
                == pause, resume and cancel reach the request in flight ==
                paused: requests cancelled in flight: 1
                resumed: the same request sent again; finished after 2 attempts
                cancelled: cancelled; requests cancelled in flight: 1
                resume after cancel: no transition from 'cancelled' to 'executing'
                the screen's task is cancelled: cancelled; requests cancelled in flight: 1
                == dependencies, and a batch of width 2 that reports once ==
                order: feed executing, feed finished, bob's posts executing, bob's posts finished, page 2 executing, page 2 finished
                reported 1 time: feed finished, bob's posts finished, page 2 finished
                a after b after a: the dependencies form a cycle: 'a -> b -> a'; a is ready, b is ready

                """)
    }
}
