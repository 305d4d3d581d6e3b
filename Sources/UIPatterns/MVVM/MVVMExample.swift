import ExampleKit

/// Plays the shared feed session in MVVM: the view binds to view models, which ask the
/// model, which calls the server (View -> ViewModel -> Model -> Server, and back).
package struct MVVMExample: Example {
    package static let id = "mvvm"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        try await FeedScript.play(MVVM.self, writingTo: transcript)
    }
}
