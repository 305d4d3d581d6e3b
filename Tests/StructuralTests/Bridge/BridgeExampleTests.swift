import ContractSupport
import Testing

@testable import Structural

@Suite(.timeLimit(.minutes(1)), .watchdog) struct BridgeExampleTests {
    @Test("the bridge example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: BridgeExample(),
            equals: """
                == card in plain text ==
                DANA WROTE
                Hello, Futubra.
                likes: 2
                - anna: Welcome!
                - eve: Glad you are here.
                BOB WROTE
                My cat, judging me <https://img.futubra.example/cat.jpg>
                likes: 0
                == row in plain text ==
                - dana Hello, Futubra. (2 likes, 2 comments)
                - bob My cat, judging me <https://img.futubra.example/cat.jpg> (0 likes, 0 comments)
                == card in Markdown ==
                ## dana wrote
                Hello, Futubra.
                likes: 2
                * **anna**: Welcome!
                * **eve**: Glad you are here.
                ## bob wrote
                [My cat, judging me](https://img.futubra.example/cat.jpg)
                likes: 0
                == row in Markdown ==
                * **dana** Hello, Futubra. (2 likes, 2 comments)
                * **bob** [My cat, judging me](https://img.futubra.example/cat.jpg) (0 likes, 0 comments)

                """)
    }
}
