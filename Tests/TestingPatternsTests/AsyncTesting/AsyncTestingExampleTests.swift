import ContractSupport
import Testing

@testable import TestingPatterns

@Suite("Async testing example", .timeLimit(.minutes(1)), .watchdog)
struct AsyncTestingExampleTests {
    @Test("the async-testing example's transcript and trace", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: AsyncTestingExample(),
            equals: """
                == a continuation: await the callback, no sleep ==
                eve sends "Nice cat" on #1 and awaits: posted #3
                == a latch: await a known number of events ==
                two sends, two reports, in whichever order: posted #4, posted #5
                the post has 5 comments
                == the same test three ways, on a queue the test runs ==
                                                  asserts in callback  waits 3 turns        drains the queue
                right, server answers in 1 turn   passes               passes               passes
                right, server answers in 5 turns  passes               FAILS                passes
                reports twice, the second late    passes               passes               FAILS
                never reports a success           passes               FAILS                FAILS
                asserting in the callback never fails; waiting a while judges the speed, not the code;
                a drained queue has nothing left to happen, so what is missing now is missing

                """)
        let events = try await run(AsyncTestingExample()).events
        expect(
            events.map { "\($0.from) -> \($0.to): \($0.message)" },
            equals: [
                "CommentSender -> WorkQueue: async: addComment(by: eve)",
                "CommentSender -> WorkQueue: async: addComment(by: anna)",
                "CommentSender -> WorkQueue: async: addComment(by: bob)",
            ])
    }
}
