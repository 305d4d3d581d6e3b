import ExampleKit

/// Plays the shared feed session with services: thin screens compose single-purpose
/// services, which share a generic storage manager.
package struct SOAExample: Example {
    package static let id = "soa"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        try await FeedScript.play(SOA.self, writingTo: transcript)
    }
}
