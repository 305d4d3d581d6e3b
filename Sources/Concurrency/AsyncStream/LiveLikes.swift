import MessageTrace

/// A post's like count, live: the server pushes the new count on every like, and the screen
/// shows the newest one.
///
/// Only the latest count matters, so the stream keeps one value, the newest
/// (`.bufferingNewest(1)`): a reader that falls behind skips straight to the current count
/// instead of replaying every step. When the reader stops (its task is cancelled, or it
/// drops the stream), `onTermination` unsubscribes from the server, which stops pushing.
///
/// ```swift
/// let likes = LiveLikes()
/// Task { for await count in likes.counts { badge.text = "\(count)" } }
/// likes.push(12)   // from the server's socket
/// ```
final class LiveLikes: Sendable {
    /// The counts, newest kept; one reader.
    let counts: AsyncStream<Int>
    private let continuation: AsyncStream<Int>.Continuation
    private let endings = Recorder<String>()

    /// A live counter; `policy` is the stream's buffer (one value, the newest, by default).
    init(buffering policy: AsyncStream<Int>.Continuation.BufferingPolicy = .bufferingNewest(1)) {
        (counts, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: policy)
        let endings = endings
        continuation.onTermination = { termination in
            let reason = if case .cancelled = termination { "cancelled" } else { "finished" }
            Trace.note(over: "LiveLikes", "onTermination(.\(reason)): unsubscribe")
            endings.record(reason)
        }
    }

    /// The server pushes a new count; says whether it was kept, dropped or went nowhere.
    @discardableResult
    func push(_ count: Int) -> Delivery<Int> {
        Trace.call(from: "Server", to: "LiveLikes", "push(\(count))")
        return Delivery(continuation.yield(count))
    }

    /// The server closes the feed: what is buffered is still read, then the loop ends.
    func close() {
        continuation.finish()
    }

    /// Whether the server still pushes: `false` once the stream has ended, either way.
    var isSubscribed: Bool { endings.values.isEmpty }

    /// How the stream ended (`"finished"` or `"cancelled"`), once it has; `onTermination` runs once.
    var endedBy: [String] { endings.values }
}
