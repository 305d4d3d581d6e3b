import ContractSupport
import Testing

@testable import UIPatterns

@Suite("MVVM example", .timeLimit(.minutes(1)), .watchdog)
struct MVVMExampleTests {
    @Test("the MVVM example plays the shared feed session", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: MVVMExample(),
            equals:
                "MVVM: FeedViewController binds to FeedViewModel's state; FeedViewModel asks FeedModel; FeedModel calls the Server.\n"
                + feedScriptScreens)
    }
}
