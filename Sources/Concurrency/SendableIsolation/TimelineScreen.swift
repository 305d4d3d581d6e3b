import Futubra
import MessageTrace

/// The timeline screen: keeps its snapshot on the main actor and has it rendered elsewhere.
///
/// Intent: the screen sends its `FeedSnapshot` to a ``FeedRenderer`` (another actor) and
/// goes on changing its own copy while the renderer works; the compiler allows the send
/// because the snapshot is `Sendable`, and the value semantics make it safe.
///
/// ```swift
/// let screen = TimelineScreen(snapshot: .timeline(of: feed, for: SampleFeed.anna))
/// let rows = try await screen.render(with: renderer)
/// ```
@MainActor
final class TimelineScreen {
    /// What the screen shows now.
    private(set) var snapshot: FeedSnapshot

    /// A screen showing `snapshot`.
    init(snapshot: FeedSnapshot) {
        self.snapshot = snapshot
    }

    /// Shows a line at the top at once, before the server has the post.
    func showLocally(_ line: String) {
        snapshot.lines.insert(line, at: 0)
    }

    /// The rows `renderer` makes of the snapshot as it is now.
    func render(with renderer: FeedRenderer) async throws -> [String] {
        Trace.call(from: "TimelineScreen", to: "FeedRenderer", "rows(for: snapshot of \(snapshot.lines.count) lines)")
        return try await renderer.rows(for: snapshot)
    }
}
