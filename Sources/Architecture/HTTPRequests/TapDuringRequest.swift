import Futubra

/// What a screen on the main actor does while it loads: a tap arrives while the request is
/// in flight, and the order of the tap and the answer shows whether the screen was free.
///
/// The server's request watcher queues the tap on the main actor as the request arrives,
/// before it is answered. Awaited (`async`), the request leaves the main actor free: the tap
/// is handled first. Blocked on a semaphore, the main actor can run nothing until the answer
/// is in: the tap waits, as a real tap waits while the screen is frozen. The order is
/// deterministic: the main actor runs its jobs in the order they were queued, and the tap is
/// queued before the answer can resume the caller.
enum TapDuringRequest {
    /// How the screen sends its request.
    enum Style: String, Sendable, CaseIterable {
        /// `try await client.send(request)`.
        case awaited = "async"
        /// `client.loadBlocking(request)`: a completion handler and a semaphore.
        case semaphore
    }

    /// The screen's events, in the order the main actor saw them.
    @MainActor private final class Events {
        var lines: [String] = []
    }

    /// Loads post 1 in `style` on the main actor while a tap arrives; returns the order in
    /// which the main actor handled the answer and the tap.
    @MainActor
    static func order(_ style: Style) async throws -> [String] {
        let server = PostResourceServer(posts: [PostID(1)])
        let client = PostsClient(server: server)
        let events = Events()
        let tapped = Latch()
        server.watchRequests { _ in
            Task { @MainActor in
                events.lines.append("tap")
                tapped.open()
            }
        }
        let request = ResourceRequest(.get, "/posts/1")
        switch style {
        case .awaited: _ = try await client.send(request)
        case .semaphore: _ = try client.loadBlocking(request).get()
        }
        events.lines.append("answer")
        try await tapped.wait()
        return events.lines
    }
}
