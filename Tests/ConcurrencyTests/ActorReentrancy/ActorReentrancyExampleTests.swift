import ContractSupport
import Testing

@testable import Concurrency

@Suite(.timeLimit(.minutes(1)), .watchdog)
struct ActorReentrancyExampleTests {
    @Test("the actor-reentrancy example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: ActorReentrancyExample(),
            equals: """
                == check, then await: two screens load post #3 ==
                while the first load waits, the second call runs: its check misses too
                requests at the server: 2 (GET /posts/3, GET /posts/3)
                == claim, then await: the second caller joins the first load ==
                requests at the server: 1; both got #3 by bob: true
                #2 fails once (true); the failure is not kept, the next call loads #2 again: 2 requests
                == copy, then await: anna and bob like #3 at once ==
                the server counts 2 likes; the screen shows 1
                bob's call wrote back the copy it took before anna's like landed
                == change after the await: the same two likes ==
                the server counts 2 likes; the screen shows 2
                == keep a turn: two comments, one at a time, in order ==
                the second comment waits for its turn: 1 request in flight
                ids #1, #2: #1 "First!", #2 "Second."
                most requests in flight at once: 1

                """)
    }
}
