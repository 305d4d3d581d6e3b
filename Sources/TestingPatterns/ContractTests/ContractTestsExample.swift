import ExampleKit
import Futubra
import FutubraServer

/// Plays contract tests: one suite of properties of a like backend, run on the server backend,
/// on the in-memory fake, and on a wrong backend that keeps likes in a list.
package struct ContractTestsExample: Example {
    package static let id = "contract-tests"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        transcript.section("the contract: \(LikeBackendContract.properties.count) properties of every like backend")
        for property in LikeBackendContract.properties { transcript.line("- \(property.name)") }

        let implementations: [(String, @Sendable () throws -> any LikeBackend)] = [
            (
                "ServerLikeBackend (the API over URLSession)",
                { ServerLikeBackend(server: FeedServer(feed: try SampleFeed.feed())) }
            ),
            ("InMemoryLikeBackend (the fake)", { InMemoryLikeBackend(feed: try SampleFeed.feed()) }),
            ("ListLikeBackend (likes kept in a list)", { ListLikeBackend(feed: try SampleFeed.feed()) }),
        ]
        for (name, make) in implementations {
            transcript.section(name)
            let broken = await LikeBackendContract.violations(of: make)
            if broken.isEmpty { transcript.line("keeps every property") }
            for violation in broken { transcript.line("BROKEN: \(violation)") }
        }
        transcript.line("the fake is trusted in other tests because it keeps the same contract as the server")
    }
}
