import ExampleKit

/// Plays the shared feed session in MVP: the passive view forwards events to a presenter,
/// which calls the view back through a protocol.
package struct MVPExample: Example {
    package static let id = "mvp"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        try await FeedScript.play(MVP.self, writingTo: transcript)
    }
}
