import ExampleKit

/// Plays the shared feed session in VIP (Clean Swift): requests, responses and view models
/// go round a one-way cycle.
public struct VIPExample: Example {
    public static let id = "vip"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        try await FeedScript.play(VIP.self, writingTo: transcript)
    }
}
