import ExampleKit

/// Plays the shared feed session with services: thin screens compose single-purpose
/// services, which share a generic storage manager.
public struct SOAExample: Example {
    public static let id = "soa"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        try await FeedScript.play(SOA.self, writingTo: transcript)
    }
}
