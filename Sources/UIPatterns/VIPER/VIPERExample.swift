import ExampleKit

/// Plays the shared feed session in VIPER: view, presenter, interactor and router per
/// module, with the presenter in the middle both ways.
package struct VIPERExample: Example {
    package static let id = "viper"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        try await FeedScript.play(VIPER.self, writingTo: transcript)
    }
}
