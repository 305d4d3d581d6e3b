import ContractSupport
import Testing

@testable import Concurrency

@Suite(.timeLimit(.minutes(1)), .watchdog)
struct TaskLocalExampleTests {
    @Test("the task-local example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: TaskLocalExample(),
            equals: """
                == one load, one trace, two child tasks ==
                post-screen shows #3 by bob and 4 unread
                  GET /posts/3 [load-1 post-screen/post]
                  GET /users/dana/unread [load-1 post-screen/badge]
                == the scope ended ==
                after load returns, the context is nil
                  GET /posts/3
                == a detached prefetch ==
                bound again inside the detached task, and not:
                  GET /posts/2 [load-2 post-screen/prefetch]
                  GET /posts/1

                """)
    }
}
