import ContractSupport
import Testing

@testable import Communication

@Test("the callbacks example's transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func callbacksTranscript() async throws {
    try await checkTranscriptContract(
        of: CallbacksExample(),
        equals: """
            == a raw completion handler, called once ==
              handler: success(post #3)
            handler ran 1 time(s)
            == a raw handler, called twice (a missing return) ==
              handler: success(post #3)
              handler: failure(no post with id '3')
            handler ran 2 time(s): the screen showed a post, then an error
            == a raw handler, never called (a forgotten branch) ==
            handler ran 0 time(s): the spinner spins forever
            == ExactlyOnce guards the handler ==
              success(post #3): delivered
              failure(no post with id '3'): refused, already completed
            callsTwice: handler ran once, with success(post #3)
            neverCalls: handler ran once, with failure('loadPost(#3)' never called its completion handler)
            == async/await: one result, or one error, always ==
            correct: returned post #3 by bob
            callsTwice: returned post #3 by bob
            neverCalls: threw 'loadPost(#3)' never called its completion handler
            == a server that never answers: only cancellation ends the wait ==
            loads in flight: 1; the client keeps the handler, so ExactlyOnce is never released
            neverAnswers: threw 'loadPost(#3)' was cancelled; loads in flight: 0

            """)
}
