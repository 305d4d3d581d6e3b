import ContractSupport
import Testing

@testable import UIPatterns

@Suite("MVP example", .timeLimit(.minutes(1)), .watchdog)
struct MVPExampleTests {
    @Test("the MVP example plays the shared feed session", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: MVPExample(),
            equals:
                "MVP: FeedViewController forwards events to FeedPresenter; FeedPresenter asks FeedModel and calls the view back through FeedViewing.\n"
                + feedScriptScreens)
    }
}
