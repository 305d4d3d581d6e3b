import ExampleKit

/// Plays the shared feed session in MVVM-C: MVVM screens, navigation in a coordinator.
public struct CoordinatorExample: Example {
    public static let id = "coordinator"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        try await FeedScript.play(Coordinator.self, writingTo: transcript)
    }
}
