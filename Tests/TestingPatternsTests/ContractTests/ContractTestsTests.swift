import ContractSupport
import Futubra
import FutubraServer
import Testing

@testable import TestingPatterns

@Suite("Contract tests", .timeLimit(.minutes(1)), .watchdog)
struct ContractTestsTests {
    /// Every implementation of `LikeBackend` that must keep the contract.
    enum Implementation: String, CaseIterable, Sendable {
        case server, inMemory

        func make() throws -> any LikeBackend {
            switch self {
            case .server: ServerLikeBackend(server: FeedServer(feed: try SampleFeed.feed()))
            case .inMemory: InMemoryLikeBackend(feed: try SampleFeed.feed())
            }
        }
    }

    @Test(
        "one contract suite runs on every implementation, the server backend and the in-memory fake, and each keeps it",
        arguments: Implementation.allCases)
    func everyImplementationKeepsTheContract(_ implementation: Implementation) async {
        expect(await LikeBackendContract.violations(of: implementation.make), equals: [], "\(implementation)")
    }

    @Test(
        "the contract names the property a wrong backend breaks: likes kept in a list survive one unlike after two likes"
    )
    func wrongBackendBreaksANamedProperty() async throws {
        let list = ListLikeBackend(feed: try SampleFeed.feed())
        expect(try await list.like(PostID(4), as: SampleFeed.eve).likeCount, equals: 4, "one like looks right")
        expect(
            await LikeBackendContract.violations { ListLikeBackend(feed: try SampleFeed.feed()) },
            equals: ["liking twice then unliking once leaves the post unliked: eve still likes #4"])
    }

    @Test("control: the contract run on the backend that keeps likes in a list fails", .tags(.control))
    func listBackendFailsTheContract() async {
        let found = await LikeBackendContract.violations { ListLikeBackend(feed: try SampleFeed.feed()) }
        withKnownIssue("a second like is a second entry") {
            expect(found, equals: [])
        }
    }
}
