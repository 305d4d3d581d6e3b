import Futubra
import Synchronization

/// What the live feed tells its delegate: any number of posts, then, maybe, that it closed.
protocol LiveFeedDelegate: AnyObject, Sendable {
    /// The server pushed `post`.
    func socket(_ socket: LiveFeedSocket, didReceive post: Post)
    /// The server closed the feed: nothing more will come.
    func socketDidClose(_ socket: LiveFeedSocket)
}

/// Futubra's live feed: a delegate API that calls many times, in memory, pushed when the run says so.
///
/// Like `URLSession`, the socket keeps a strong reference to its delegate while it is
/// connected and lets it go when it disconnects or closes.
///
/// ```swift
/// let socket = LiveFeedSocket()
/// socket.connect(delegate: listener)
/// socket.push(post)   // the delegate hears didReceive
/// socket.close()      // ... and then socketDidClose
/// ```
final class LiveFeedSocket: Sendable {
    private let delegate = Mutex<(any LiveFeedDelegate)?>(nil)

    /// A socket not connected yet.
    init() {}

    /// Whether the socket is connected (it has a delegate to tell).
    var isConnected: Bool { delegate.withLock { $0 != nil } }

    /// Connects; `delegate` hears every push until the socket disconnects or closes.
    func connect(delegate: any LiveFeedDelegate) {
        self.delegate.withLock { $0 = delegate }
    }

    /// Stops listening: nothing more is pushed, and the delegate is let go.
    func disconnect() {
        delegate.withLock { $0 = nil }
    }

    /// The server pushes `post` to the connected delegate, if any.
    func push(_ post: Post) {
        delegate.withLock { $0 }?.socket(self, didReceive: post)
    }

    /// The server closes the feed: the delegate hears it, once, and is let go.
    func close() {
        let closing = delegate.withLock { delegate in
            defer { delegate = nil }
            return delegate
        }
        closing?.socketDidClose(self)
    }
}
