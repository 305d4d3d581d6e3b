import ExampleKit

/// Plays the shared feed session in MVVM-C: MVVM screens, navigation in a coordinator.
package struct CoordinatorExample: Example {
    package static let id = "coordinator"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        try await FeedScript.play(Coordinator.self, writingTo: transcript)
    }
}
