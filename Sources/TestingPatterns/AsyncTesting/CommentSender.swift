import Futubra
import MessageTrace

/// What a send ended in, as the screen is told.
enum SendReport: Hashable, Sendable, CustomStringConvertible {
    case posted(CommentID)
    case failed(String)

    var description: String {
        switch self {
        case .posted(let id): "posted \(id)"
        case .failed(let reason): "failed: \(reason)"
        }
    }
}

/// Sends a comment in the background and reports once, on a callback: the right sender and the
/// planted defects conform, so the same async test can run on each.
protocol CommentSending: Sendable {
    init(server: QueuedCommentServer, queue: any WorkQueue)
    /// Sends `text` as `author`, and calls `report` once, later, with the outcome.
    func send(_ text: String, as author: UserName, report: @escaping @Sendable (SendReport) -> Void)
}

/// The code under test: a comment composer's send, off the caller's thread, with a completion
/// handler (the shape UIKit code has had for years).
///
/// ```swift
/// let sender = CommentSender(server: server, queue: TaskWorkQueue())
/// sender.send("Nice cat", as: SampleFeed.eve) { report in … }   // later: posted #3
/// ```
struct CommentSender: CommentSending {
    let server: QueuedCommentServer
    let queue: any WorkQueue

    func send(_ text: String, as author: UserName, report: @escaping @Sendable (SendReport) -> Void) {
        Trace.call(from: "CommentSender", to: "WorkQueue", "async: addComment(by: \(author))")
        queue.async {
            server.addComment(text, as: author) { result in
                switch result {
                case .success(let comment): report(.posted(comment.id))
                case .failure(let error): report(.failed(error.description))
                }
            }
        }
    }
}

extension CommentSending {
    /// The send as an `async` call: a continuation resumed by the first report.
    ///
    /// A checked continuation must be resumed exactly once, so a second report (a defect of the
    /// sender) is dropped here instead of stopping the process.
    func send(_ text: String, as author: UserName) async -> SendReport {
        let once = ResumeOnce()
        return await withCheckedContinuation { continuation in
            send(text, as: author) { report in
                if once.claim() { continuation.resume(returning: report) }
            }
        }
    }
}
