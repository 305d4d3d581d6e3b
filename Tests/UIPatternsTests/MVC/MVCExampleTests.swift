import ContractSupport
import Testing

@testable import UIPatterns

@Suite("MVC example", .timeLimit(.minutes(1)), .watchdog)
struct MVCExampleTests {
    @Test("the MVC example plays the shared feed session", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: MVCExample(),
            equals:
                "MVC: FeedViewController takes the taps, asks FeedModel (which calls the Server) and updates FeedView itself.\n"
                + feedScriptScreens)
    }
}
