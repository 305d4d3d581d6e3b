import ContractSupport
import Testing

@testable import Structural

@Suite(.timeLimit(.minutes(1)), .watchdog) struct CompositeExampleTests {
    @Test("the composite example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: CompositeExample(),
            equals: """
                == the tree ==
                [feed] 6 messages
                  [pinned] 1 message
                    [post #4] 1 message
                      anna: Shipped the new feed screen today!
                  [post #3] 1 message
                    bob: My cat, judging me
                  [post #2] 1 message
                    chen: video
                  [post #1] 3 messages
                    dana: Hello, Futubra.
                    [comments] 2 messages
                      anna: Welcome!
                      eve: Glad you are here.
                == the same questions at every level ==
                one comment: 1 message, 0 likes, by eve
                post #1's thread: 3 messages, 2 likes, by anna, dana, eve
                the whole feed: 6 messages, 6 likes, by anna, bob, chen, dana, eve

                """)
    }
}
