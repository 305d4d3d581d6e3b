import ExampleKit

/// Plays the shared feed session in MVP: the passive view forwards events to a presenter,
/// which calls the view back through a protocol.
public struct MVPExample: Example {
    public static let id = "mvp"

    public init() {}

    public func run(in transcript: Transcript) async throws {
        try await FeedScript.play(MVP.self, writingTo: transcript)
    }
}
