import ContractSupport
import Testing

@testable import Creational

@Test(
    "the abstract-factory example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func abstractFactoryTranscript() async throws {
    try await checkTranscriptContract(
        of: AbstractFactoryExample(),
        equals: """
            == compact theme ==
            CompactTheme makes CompactPostRenderer and CompactCommentRenderer
            #3 bob: [image] My cat, judging me [0 likes]
            #1 dana: Hello, Futubra. [2 likes]
               - anna: Welcome!
               - eve: Glad you are here.
            == rich theme ==
            RichTheme makes RichPostRenderer and RichCommentRenderer
            +-- #3 bob --------------------------------+
            | [image] My cat, judging me               |
            | 0 likes, 0 comments                      |
            +------------------------------------------+
            +-- #1 dana -------------------------------+
            | Hello, Futubra.                          |
            |   anna: Welcome!                         |
            |   eve: Glad you are here.                |
            | 2 likes, 2 comments                      |
            +------------------------------------------+
            == one family at a time ==
            the view takes both renderers from one theme's family;
            a rich post renderer with a compact comment renderer does not compile
            lines the two themes have in common: 0
            every rich line has the card's width: yes

            """)
}
