import ExampleKit
import Futubra

/// Plays Sendable and region isolation: a `Sendable` snapshot crosses to a renderer as a
/// copy, a non-`Sendable` draft is handed to an uploader with `sending`, and a `Sendable`
/// class keeps its shared state in a `Mutex`.
public struct SendableIsolationExample: Example {
    public static let id = "sendable-isolation"
    public init() {}

    public func run(in transcript: Transcript) async throws {
        try await play(transcript)
    }

    @MainActor
    private func play(_ transcript: Transcript) async throws {
        let anna = SampleFeed.anna

        transcript.section("a Sendable value crosses as a copy")
        let backend = FeedBackend(feed: try SampleFeed.feed(), holding: true)
        let renderer = FeedRenderer(backend: backend)
        let timeline = TimelineScreen(snapshot: .timeline(of: try SampleFeed.feed(), for: anna))
        let rendering = Task { try await timeline.render(with: renderer) }
        await yield { backend.held.count == 1 }
        timeline.showLocally("#5 anna: (sending...)")
        transcript.line("while the renderer waits, the screen shows a new line: \(timeline.snapshot.lines.count) lines")
        backend.release()
        let rows = try await rendering.value
        transcript.line("the renderer drew the snapshot as it was sent:")
        for row in rows { transcript.line(row) }

        transcript.section("a non-Sendable draft handed over with sending")
        let uploader = DraftUploader(backend: backend)
        let compose = ComposeScreen(author: anna)
        compose.text = "Hello from the compose screen"
        let id = try await compose.publish(with: uploader)
        transcript.line("published as post \(id); the text field is empty again: \(compose.text.isEmpty)")
        for (text, status) in await uploader.history {
            transcript.line("the uploader keeps the draft \"\(text)\": \(status)")
        }

        transcript.section("a Sendable class keeps its state in a Mutex")
        let tally = LikeTally()
        await withTaskGroup(of: Void.self) { group in
            for tap in 0..<200 {
                let user = SampleFeed.users[tap % SampleFeed.users.count]
                group.addTask { tally.record(user, on: PostID(3)) }
            }
        }
        transcript.line("200 taps from 200 tasks by 5 users: \(tally.taps) taps, \(tally.likes(on: PostID(3))) likes")
    }
}
