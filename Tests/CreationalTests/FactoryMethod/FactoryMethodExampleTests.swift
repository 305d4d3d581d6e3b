import ContractSupport
import Testing

@testable import Creational

@Test("the factory-method example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func factoryMethodTranscript() async throws {
    try await checkTranscriptContract(
        of: FactoryMethodExample(),
        equals: """
            == plain text ==
            share as Plain text, written by PlainTextPostFormatter
              Futubra feed, 4 posts
              #4 anna: text: Shipped the new feed screen today! (3 likes)
              #3 bob: image: https://img.futubra.example/cat.jpg "My cat, judging me" (0 likes)
              #2 chen: video: https://video.futubra.example/talk.mp4 (1 like)
              #1 dana: text: Hello, Futubra. (2 likes)
            == markdown ==
            share as Markdown, written by MarkdownPostFormatter
              # Futubra feed (4 posts)
              1. **anna**: Shipped the new feed screen today!
              2. **bob**: ![My cat, judging me](https://img.futubra.example/cat.jpg)
              3. **chen**: [video](https://video.futubra.example/talk.mp4)
              4. **dana**: Hello, Futubra.
                  - _anna_: Welcome!
                  - _eve_: Glad you are here.
            == a fresh formatter per export ==
            exported twice, the first post is still item 1.
            both exports are identical: yes

            """)
}
