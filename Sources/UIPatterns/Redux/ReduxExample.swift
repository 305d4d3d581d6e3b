import ExampleKit

/// Plays the shared feed session in Redux: actions in, one store, a pure reducer, state out.
public struct ReduxExample: Example {
    public static let id = "redux"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        try await FeedScript.play(Redux.self, writingTo: transcript)
    }
}
