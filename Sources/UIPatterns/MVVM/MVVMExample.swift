import ExampleKit

/// Plays the shared feed session in MVVM: the view binds to view models, which ask the
/// model, which calls the server (View -> ViewModel -> Model -> Server, and back).
public struct MVVMExample: Example {
    public static let id = "mvvm"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        try await FeedScript.play(MVVM.self, writingTo: transcript)
    }
}
