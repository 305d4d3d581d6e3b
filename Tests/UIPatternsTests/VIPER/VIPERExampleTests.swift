import ContractSupport
import Testing

@testable import UIPatterns

@Suite("VIPER example", .timeLimit(.minutes(1)), .watchdog)
struct VIPERExampleTests {
    @Test("the VIPER example plays the shared feed session", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: VIPERExample(),
            equals:
                "VIPER: FeedViewController <-> FeedPresenter <-> FeedInteractor (which calls the Server); FeedRouter builds and pushes modules.\n"
                + feedScriptScreens)
    }
}
