import ExampleKit

extension FeedScript {
    /// Plays the script on `architecture` and writes the run: the architecture's one-line
    /// summary, then each step's title and the screen it left.
    @MainActor
    static func play<Architecture: FeedArchitecture>(
        _ architecture: Architecture.Type, writingTo transcript: Transcript
    ) async throws {
        transcript.line(Architecture.summary)
        let screens = try await play(architecture)
        for (step, screen) in zip(steps, screens) {
            transcript.section(step.title)
            for line in screen { transcript.line(line) }
        }
    }
}
