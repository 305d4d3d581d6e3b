import ContractSupport
import Testing

@testable import UIPatterns

@Suite("VIP example", .timeLimit(.minutes(1)), .watchdog)
struct VIPExampleTests {
    @Test("the VIP example plays the shared feed session", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: VIPExample(),
            equals:
                "VIP: FeedViewController -> FeedInteractor (FeedWorker calls the Server) -> FeedPresenter -> FeedViewController, one way.\n"
                + feedScriptScreens)
    }
}
