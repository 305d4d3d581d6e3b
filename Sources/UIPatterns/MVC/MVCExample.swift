import ExampleKit

/// Plays the shared feed session in MVC: the view controller does the work between the
/// widgets and the model.
public struct MVCExample: Example {
    public static let id = "mvc"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        try await FeedScript.play(MVC.self, writingTo: transcript)
    }
}
