import ExampleKit

/// Plays the shared feed session in VIPER: view, presenter, interactor and router per
/// module, with the presenter in the middle both ways.
public struct VIPERExample: Example {
    public static let id = "viper"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        transcript.line(VIPER.summary)
        _ = try await FeedScript.play(VIPER.self, in: transcript)
    }
}
