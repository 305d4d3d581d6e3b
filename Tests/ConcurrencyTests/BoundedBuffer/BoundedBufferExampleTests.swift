import ContractSupport
import Testing

@testable import Concurrency

@Suite(.timeLimit(.minutes(1)), .watchdog)
struct BoundedBufferExampleTests {
    @Test("the bounded-buffer example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: BoundedBufferExample(),
            equals: """
                == the compose screen queues photos; room for 2 ==
                queued: beach.jpg, cat.gif; dog.png waits for room
                the uploader takes beach.jpg
                dog.png went in: cat.gif, dog.png
                == the uploader waits for photos ==
                the buffer is empty; the uploader waits
                sunset.jpg goes straight to it: sunset.jpg; buffered: 0
                == a producer that gives up ==
                late.jpg's task is cancelled while it waits: CancellationError
                the buffer holds a.jpg, b.jpg; late.jpg never went in
                == 3 producers, 3 consumers, 60 photos, room for 2 ==
                taken: 60, each once: true, left in the buffer: 0

                """)
    }
}
