import MessageTrace
import Synchronization

/// Futubra's notifications ("anna liked your post"), pushed into a stream of bounded size.
///
/// Every notification matters, but a reader that is not reading (the app in the background)
/// must not make the buffer grow without end. The stream keeps the oldest `capacity`
/// notifications (`.bufferingOldest`) and drops the ones that arrive while it is full; the
/// inbox reads `yield`'s result, so it knows what was dropped and can show "and 3 more"
/// (and fetch them later) instead of losing them silently.
///
/// ```swift
/// let inbox = NotificationInbox(capacity: 2)
/// inbox.post("anna liked #4")   // .queued(remaining: 1)
/// inbox.missed                  // notifications dropped because nobody read them
/// ```
final class NotificationInbox: Sendable {
    /// The notifications, oldest kept; one reader.
    let notifications: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation
    private let dropped = Mutex<[String]>([])

    /// An inbox that buffers at most `capacity` unread notifications.
    init(capacity: Int) {
        (notifications, continuation) = AsyncStream.makeStream(
            of: String.self, bufferingPolicy: .bufferingOldest(capacity))
    }

    /// The server pushes a notification; a dropped one is remembered, not lost silently.
    @discardableResult
    func post(_ notification: String) -> Delivery<String> {
        Trace.call(from: "Server", to: "NotificationInbox", "post(\"\(notification)\")")
        let delivery = Delivery(continuation.yield(notification))
        if case .dropped(let lost) = delivery {
            Trace.note(over: "NotificationInbox", "full: \"\(lost)\" dropped")
            dropped.withLock { $0.append(lost) }
        }
        return delivery
    }

    /// The notifications the stream dropped, oldest first: what "and N more" counts.
    var missed: [String] { dropped.withLock { $0 } }

    /// No more notifications: the reader gets what is buffered, then its loop ends.
    func close() {
        continuation.finish()
    }
}
