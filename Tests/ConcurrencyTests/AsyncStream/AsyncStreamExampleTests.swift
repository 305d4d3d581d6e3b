import ContractSupport
import Testing

@testable import Concurrency

@Suite(.timeLimit(.minutes(1)), .watchdog)
struct AsyncStreamExampleTests {
    @Test("the async-stream example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: AsyncStreamExample(),
            equals: """
                == live likes: .bufferingNewest(1) ==
                the screen is busy; the server pushes 10, 11, 12:
                  push(10) -> .queued(remaining: 0)
                  push(11) -> .dropped(10)
                  push(12) -> .dropped(11)
                the screen reads again and shows 12
                == notifications: .bufferingOldest(2) ==
                  post("anna liked #4") -> .queued(remaining: 1)
                  post("bob commented on #4") -> .queued(remaining: 0)
                  post("chen liked #3") -> .dropped("chen liked #3")
                  post("dana liked #3") -> .dropped("dana liked #3")
                the inbox shows anna liked #4; bob commented on #4, and 2 more
                closed: the loop read what was buffered, then ended
                == a reader that stops ==
                the screen showed 13 and closed; still subscribed: false
                push(14) -> .ended
                == back-pressure: pull, don't push ==
                the screen shows #4, #3 and is full
                pages the server was asked for: 0

                """)
    }
}
