import ExampleKit

/// Plays the shared feed session in Redux: actions in, one store, a pure reducer, state out.
package struct ReduxExample: Example {
    package static let id = "redux"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        try await FeedScript.play(Redux.self, writingTo: transcript)
    }
}
