import Futubra
import MessageTrace

extension LiveFeedSocket {
    /// The posts the server pushes, as an `AsyncStream`: a delegate that calls many times
    /// becomes a sequence a task can loop over.
    ///
    /// A continuation may be resumed once, so it cannot bridge a delegate that calls again
    /// and again; an `AsyncStream`'s continuation can `yield` any number of times and
    /// `finish` once. The relay yields each post and finishes when the socket closes; the
    /// stream's `onTermination` disconnects the socket when the consumer stops listening
    /// (its task is cancelled, or it drops the stream), so the server stops pushing to
    /// nobody.
    ///
    /// ```swift
    /// for await post in socket.posts() { show(post) }   // ends when the socket closes
    /// ```
    func posts() -> AsyncStream<Post> {
        AsyncStream { continuation in
            connect(delegate: PostRelay(continuation))
            continuation.onTermination = { _ in
                Trace.note(over: "LiveFeedSocket", "the stream ended: disconnect")
                self.disconnect()
            }
        }
    }
}

/// The socket's delegate for one stream: yields each post and finishes when the socket closes.
private final class PostRelay: LiveFeedDelegate {
    private let continuation: AsyncStream<Post>.Continuation

    init(_ continuation: AsyncStream<Post>.Continuation) {
        self.continuation = continuation
    }

    func socket(_ socket: LiveFeedSocket, didReceive post: Post) {
        Trace.call(from: "LiveFeedSocket", to: "PostRelay", "didReceive \(post.id)")
        continuation.yield(post)
    }

    func socketDidClose(_ socket: LiveFeedSocket) {
        Trace.call(from: "LiveFeedSocket", to: "PostRelay", "didClose")
        continuation.finish()
    }
}
