import ContractSupport
import Testing

@testable import Behavioral

@Test("the template-method example's transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func templateMethodExampleTranscript() async throws {
    try await checkTranscriptContract(
        of: TemplateMethodExample(),
        equals: """
            == one algorithm, steps per kind ==
            +------------------------------------------+
            | anna - #4                                |
            | Shipped the new feed screen today!       |
            | 3 likes - 0 comments                     |
            +------------------------------------------+
            +------------------------------------------+
            | bob shared a photo - #3                  |
            | [image cat.jpg]                          |
            | My cat, judging me                       |
            | 0 likes - 0 comments                     |
            +------------------------------------------+
            +------------------------------------------+
            | chen - #2                                |
            | [video talk.mp4]                         |
            | > Play - 1 likes                         |
            +------------------------------------------+
            +------------------------------------------+
            | dana - #1                                |
            | Hello, Futubra.                          |
            | 2 likes - 2 comments                     |
            |   anna: Welcome!                         |
            |   eve: Glad you are here.                |
            +------------------------------------------+
            == a hook turned off: compact cards ==
            +------------------------------------------+
            | dana - #1                                |
            | text: Hello, Futubra.                    |
            +------------------------------------------+
            +------------------------------------------+
            | bob - #3                                 |
            | image: https://img.futubra.example/cat.~ |
            +------------------------------------------+

            """)
}
