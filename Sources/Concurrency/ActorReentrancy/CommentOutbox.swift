import Futubra
import MessageTrace

/// Comments sent one at a time, in the order they were written: an actor that serialises
/// across `await`s with a queue of its own.
///
/// Intent: an actor is not a lock. It guarantees one call at a time only between
/// suspension points, so two `send` calls that each await the server are both in flight at
/// once, and the server may receive (and number) them in either order. When the order
/// matters, or the server must see one request at a time, the actor keeps a turn of its own:
/// a caller that finds a send under way parks its continuation in `waiting` and is resumed
/// when the send before it has been answered, first come, first served.
///
/// ```swift
/// let outbox = CommentOutbox(backend: backend)
/// async let first = outbox.send("First!", by: SampleFeed.anna, on: PostID(3))
/// async let second = outbox.send("Second.", by: SampleFeed.bob, on: PostID(3))
/// // the server receives "First!" and answers it before it receives "Second."
/// ```
///
/// A caller that is cancelled while it waits for its turn still waits for it: the turn
/// must pass on in order.
actor CommentOutbox {
    private let backend: FeedBackend
    private var sending = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// An outbox that sends to `backend`.
    init(backend: FeedBackend) {
        self.backend = backend
    }

    /// How many senders wait for their turn.
    var queued: Int { waiting.count }

    /// Sends a comment once every comment sent before it has been answered; returns its id.
    func send(_ text: String, by user: UserName, on post: PostID) async throws -> CommentID {
        await takeTurn()
        defer { passTurn() }
        Trace.call(from: "CommentOutbox", to: "FeedBackend", "comment \"\(text)\" on #\(post.rawValue)")
        let id = try await backend.comment(text, by: user, on: post)
        Trace.reply(from: "FeedBackend", to: "CommentOutbox", "comment \(id)")
        return id
    }

    /// Returns at once when nothing is being sent; otherwise waits until the turn is passed on.
    private func takeTurn() async {
        if sending {
            await withCheckedContinuation { waiting.append($0) }
        }
        sending = true
    }

    /// Hands the turn to the earliest waiting sender, or frees it.
    private func passTurn() {
        if waiting.isEmpty {
            sending = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
