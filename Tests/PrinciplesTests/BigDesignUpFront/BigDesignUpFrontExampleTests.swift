import ContractSupport
import Testing

@testable import Principles

@Test(
    "the big-design-up-front example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)),
    .watchdog)
func bigDesignUpFrontTranscript() async throws {
    try await checkTranscriptContract(
        of: BigDesignUpFrontExample(),
        equals: """
            post #5 says: C++ interop in 5 minutes
            == big design up front: caption, referrer, campaign, expiry, all at once ==
            link: https://futubra.example/p/5?caption=C++%20interop%20in%205%20minutes&ref=anna&campaign=share-sheet&expires=30
            the server reads the caption: C   interop in 5 minutes
            == minimum viable product: the post's address, nothing else ==
            link: https://futubra.example/p/5
            the server opens post #5
            == proof of concept: does a caption survive URLQueryItem? ==
            "Hello, Futubra.": survives
            "1 + 1": does not survive
            "C++": does not survive
            == the caption, built on what the probe showed ==
            link: https://futubra.example/p/5?caption=C%2B%2B%20interop%20in%205%20minutes
            the server reads the caption: C++ interop in 5 minutes
            == the same up-front design, with the probe run while planning ==
            link: https://futubra.example/p/5?caption=C%2B%2B%20interop%20in%205%20minutes&ref=anna&campaign=share-sheet&expires=30
            the server reads the caption: C++ interop in 5 minutes

            """)
}
