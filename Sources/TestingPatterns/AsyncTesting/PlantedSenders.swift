import Futubra

// Wrong senders, for testing the async tests: each has a defect a callback API often has.

/// Reports success twice: once when the server answers, and again two turns later (a retry
/// path that forgot the first report).
struct DoubleReportingSender: CommentSending {
    let right: CommentSender
    let queue: any WorkQueue

    init(server: QueuedCommentServer, queue: any WorkQueue) {
        right = CommentSender(server: server, queue: queue)
        self.queue = queue
    }

    func send(_ text: String, as author: UserName, report: @escaping @Sendable (SendReport) -> Void) {
        right.send(text, as: author) { [queue] first in
            report(first)
            queue.async { queue.async { report(first) } }
        }
    }
}

/// Never reports a success: only a failure reaches the callback.
struct SilentSender: CommentSending {
    let server: QueuedCommentServer
    let queue: any WorkQueue

    func send(_ text: String, as author: UserName, report: @escaping @Sendable (SendReport) -> Void) {
        queue.async {
            server.addComment(text, as: author) { result in
                if case .failure(let error) = result { report(.failed(error.description)) }
            }
        }
    }
}
