import Futubra
import MessageTrace

/// Renders a timeline snapshot into rows, on an actor of its own.
///
/// Intent: the renderer first asks the backend how many notifications the user has unread
/// (an `await`, during which the screen goes on), and only then reads the snapshot's lines.
/// Because the snapshot is a `Sendable` value, what it reads is what was sent.
///
/// ```swift
/// let rows = try await FeedRenderer(backend: backend).rows(for: snapshot)
/// ```
actor FeedRenderer {
    private let backend: FeedBackend

    /// A renderer that asks `backend` for the unread count.
    init(backend: FeedBackend) {
        self.backend = backend
    }

    /// A heading with the unread count, then one row per line of `snapshot`.
    func rows(for snapshot: FeedSnapshot) async throws -> [String] {
        Trace.call(from: "FeedRenderer", to: "FeedBackend", "GET /users/\(snapshot.user.rawValue)/unread")
        let unread = try await backend.unread(for: snapshot.user)
        Trace.reply(from: "FeedBackend", to: "FeedRenderer", "\(unread) unread")
        return ["\(snapshot.user.rawValue), \(unread) unread"] + snapshot.lines.map { "  \($0)" }
    }
}
