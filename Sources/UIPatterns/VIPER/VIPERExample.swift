import ExampleKit

/// Plays the shared feed session in VIPER: view, presenter, interactor and router per
/// module, with the presenter in the middle both ways.
public struct VIPERExample: Example {
    public static let id = "viper"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        try await FeedScript.play(VIPER.self, writingTo: transcript)
    }
}
