import Dispatch
import Futubra
import Synchronization

/// What a screen does while it loads: a tap arrives while the request is in flight, and the
/// order in which the screen handles the tap and the answer shows whether it was free.
///
/// The screen is one serial queue that every event goes through, as the main queue is for a
/// real screen. The server's request watcher queues the tap on it as the request arrives,
/// before it is answered. Awaited in a task, or sent with a completion handler, the request
/// leaves the queue free: the tap is handled first, the answer after. Blocked on a semaphore,
/// the queue runs nothing until the answer is in: the tap waits, as a real tap waits while
/// the screen is frozen. The order is deterministic: a serial queue runs its work in the
/// order it was queued, and the tap is queued before the answer can be.
enum TapDuringRequest {
    /// How the screen sends its request.
    enum Style: String, Sendable, CaseIterable {
        /// `Task { try await client.send(request) }`, then back to the screen's queue.
        case awaited = "async"
        /// `client.load(request) { … }`, then back to the screen's queue.
        case completionHandler = "completion handler"
        /// `client.loadBlocking(request)`: a completion handler and a semaphore.
        case semaphore
    }

    /// The screen's events in the order its queue ran them, and the caller waiting for both.
    private final class Events: Sendable {
        private struct Seen {
            var lines: [String] = []
            var waiter: CheckedContinuation<[String], Never>?
        }

        private let seen = Mutex(Seen())

        func append(_ line: String) {
            let finished: (CheckedContinuation<[String], Never>, [String])? = seen.withLock { seen in
                seen.lines.append(line)
                guard seen.lines.count == 2, let waiter = seen.waiter else { return nil }
                seen.waiter = nil
                return (waiter, seen.lines)
            }
            if let (waiter, lines) = finished { waiter.resume(returning: lines) }
        }

        /// Suspends until the tap and the answer have both been handled.
        func both() async -> [String] {
            await withCheckedContinuation { continuation in
                let lines: [String]? = seen.withLock { seen in
                    guard seen.lines.count < 2 else { return seen.lines }
                    seen.waiter = continuation
                    return nil
                }
                if let lines { continuation.resume(returning: lines) }
            }
        }
    }

    /// Loads post 1 in `style` on a screen's queue while a tap arrives; returns the order in
    /// which the screen handled the answer and the tap.
    static func order(_ style: Style) async -> [String] {
        let server = PostResourceServer(posts: [PostID(1)])
        let client = PostsClient(server: server)
        let screen = DispatchQueue(label: "screen")
        let events = Events()
        server.watchRequests { _ in screen.async { events.append("tap") } }
        let request = ResourceRequest(.get, "/posts/1")
        screen.async {
            switch style {
            case .awaited:
                Task {
                    let answer = try? await client.send(request)
                    screen.async { events.append(answer == nil ? "no answer" : "answer") }
                }
            case .completionHandler:
                client.load(request) { answer in
                    screen.async { events.append((try? answer.get()) == nil ? "no answer" : "answer") }
                }
            case .semaphore:
                let answer = client.loadBlocking(request)
                events.append((try? answer.get()) == nil ? "no answer" : "answer")
            }
        }
        let lines = await events.both()
        withExtendedLifetime(server) {}
        return lines
    }
}
