import ExampleKit

/// Plays the shared feed session in MVC: the view controller does the work between the
/// widgets and the model.
package struct MVCExample: Example {
    package static let id = "mvc"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        try await FeedScript.play(MVC.self, writingTo: transcript)
    }
}
