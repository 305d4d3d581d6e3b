import ContractSupport
import Testing

@testable import Principles

@Test(
    "the protocol-oriented-programming example prints its whole transcript", .tags(.transcript),
    .timeLimit(.minutes(1)), .watchdog)
func protocolOrientedProgrammingTranscript() async throws {
    try await checkTranscriptContract(
        of: ProtocolOrientedProgrammingExample(),
        equals: """
            == composition over inheritance: the long-press menus ==
            post #4: base class ["like", "share", "report"], protocols ["like", "share", "report"]
            comment #2: base class ["report"], protocols ["report"]
            anna's profile: base class ["like", "share", "report"], protocols ["share", "report"]
            the base class takes a like on anna's profile: true
            == protocol extensions on types from another module ==
            toggleLike(by: bob) on post #4: bob likes it now: false, 2 likes left
            report comment #2 by eve: spam
            report profile anna: impersonation
            == static and dynamic dispatch ==
            Post declares its own shareTitle(): "anna on Futubra"
            through Shareable, a requirement:      anna on Futubra - https://futubra.example/p/4
            through LinkShareable, extension only: Shared from Futubra - https://futubra.example/p/4
            anna's profile takes the default:      Shared from Futubra - https://futubra.example/u/anna
            == value types ==
            preview: Trying out the...
            class draft after the preview:  Trying out the...
            struct draft after the preview: Trying out the new composer today

            """)
}
