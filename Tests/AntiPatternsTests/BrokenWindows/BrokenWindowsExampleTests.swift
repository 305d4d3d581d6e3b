import ContractSupport
import Testing

@testable import AntiPatterns

@Suite("Broken windows example", .timeLimit(.minutes(1)), .watchdog)
struct BrokenWindowsExampleTests {
    @Test("the broken-windows example's transcript", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: BrokenWindowsExample(),
            equals: """
                200 changes over 10 files; a developer leaves a warning with chance 0.03 + 0.12 for each one already in the file, and fixes one they see with chance 0.25
                == tolerated: every change merges ==
                start with 0: 0 → 0 → 1 → 0 → 0; worst file 0
                start with 3: 3 → 7 → 9 → 10 → 12; worst file 12
                no contagion, start with 0: 0 → 0 → 1 → 0 → 0
                no contagion, start with 3: 3 → 1 → 1 → 0 → 0
                == gated, starting with 3 ==
                fixed baseline of 3: 3 → 2 → 2 → 0 → 0; above its lowest so far after 94 of 200 changes; sent back 3
                ratchet from 3: 3 → 1 → 0 → 0 → 0; above its lowest so far after 0 of 200 changes; sent back 8

                """)
    }
}
