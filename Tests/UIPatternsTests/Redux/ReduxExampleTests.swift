import ContractSupport
import Testing

@testable import UIPatterns

@Suite("Redux example", .timeLimit(.minutes(1)), .watchdog)
struct ReduxExampleTests {
    @Test("the Redux example plays the shared feed session", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: ReduxExample(),
            equals:
                "Redux: views dispatch actions to FeedStore; feedReducer makes the next state; FeedEffects call the Server; FeedStore pushes state to subscribers.\n"
                + feedScriptScreens)
    }
}
