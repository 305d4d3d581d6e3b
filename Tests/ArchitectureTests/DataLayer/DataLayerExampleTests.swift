import ContractSupport
import Testing

@testable import Architecture

@Suite(.timeLimit(.minutes(1)), .watchdog) struct DataLayerExampleTests {
    @Test("the data-layer example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: DataLayerExample(),
            equals: """
                == the feed screen, two posts a page ==
                appear (change +[0, 1]):
                  #4 anna: Shipped the new feed screen today! (3 likes)
                  #3 bob: [image] (0 likes)
                reach the end (change +[2, 3]):
                  #4 anna: Shipped the new feed screen today! (3 likes)
                  #3 bob: [image] (0 likes)
                  #2 chen: [video] (1 likes)
                  #1 dana: Hello, Futubra. (2 likes)
                eve likes row 1 (change ~[1]):
                  #4 anna: Shipped the new feed screen today! (3 likes)
                  #3 bob: [image] (1 likes)
                  #2 chen: [video] (1 likes)
                  #1 dana: Hello, Futubra. (2 likes)
                someone else's like on #4 arrives with a refresh (change ~[0]):
                  #4 anna: Shipped the new feed screen today! (4 likes)
                  #3 bob: [image] (1 likes)
                  #2 chen: [video] (1 likes)
                  #1 dana: Hello, Futubra. (2 likes)
                requests at the server: 5
                == what a plain array gets wrong, on the same posts ==
                post #4 added twice: the array holds it 2 times; the collection adds it: false
                a like inside #4: the array reports 0 changes
                array 'union' with #4: 3 posts
                sections: A, B, C, D; row [2, 0] is #2

                """)
    }
}
