import ContractSupport
import Testing

@testable import UIPatterns

@Suite("Coordinator example", .timeLimit(.minutes(1)), .watchdog)
struct CoordinatorExampleTests {
    @Test("the Coordinator example plays the shared feed session", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: CoordinatorExample(),
            equals:
                "MVVM-C: screens are MVVM; FeedViewModel only reports a choice; FeedCoordinator builds and pushes screens.\n"
                + feedScriptScreens)
    }
}
