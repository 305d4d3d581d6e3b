import ContractSupport
import Testing

@testable import UIPatterns

@Suite("SOA example", .timeLimit(.minutes(1)), .watchdog)
struct SOAExampleTests {
    @Test("the SOA example plays the shared feed session", .tags(.transcript))
    func transcript() async throws {
        try await checkTranscriptContract(
            of: SOAExample(),
            equals:
                "SOA: view controllers use FeedService, LikeService and CommentService; services call the Server and share StorageManager, a generic manager.\n"
                + feedScriptScreens)
    }
}
