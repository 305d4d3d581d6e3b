import ContractSupport
import Testing

@testable import AntiPatterns

@Test("the object-cesspool example prints its whole transcript", .tags(.transcript), .timeLimit(.minutes(1)), .watchdog)
func objectCesspoolTranscript() async throws {
    try await checkTranscriptContract(
        of: ObjectCesspoolExample(),
        equals: """
            == what each writer does ==
            anna types "Congrats!" and mentions chen; bob types "Nice talk"; eve opens it and taps send
            == a pool that takes composers back as they are ==
            sent anna: @chen Congrats!
            sent bob: @chen Nice talk
            sent eve: @chen Nice talk
            == a pool that clears each composer it takes back ==
            sent anna: @chen Congrats!
            sent bob: Nice talk
            sent eve: (nothing to send)
            six composers checked out at once and back: the pool keeps 4, its capacity

            """)
}
