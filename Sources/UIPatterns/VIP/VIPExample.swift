import ExampleKit

/// Plays the shared feed session in VIP (Clean Swift): requests, responses and view models
/// go round a one-way cycle.
package struct VIPExample: Example {
    package static let id = "vip"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        try await FeedScript.play(VIP.self, writingTo: transcript)
    }
}
