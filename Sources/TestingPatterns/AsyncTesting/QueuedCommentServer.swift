import Futubra
import Synchronization

/// The comments server as a callback API, the shape of most legacy networking code: it
/// answers after `turns` turns of its queue (a slow network, a loaded machine: more turns).
///
/// ```swift
/// let server = QueuedCommentServer(post: try SampleFeed.post(1), turns: 1, queue: queue)
/// server.addComment("Nice", as: SampleFeed.eve) { result in … }   // answers two jobs later
/// ```
final class QueuedCommentServer: Sendable {
    /// How many turns of the queue an answer takes.
    let turns: Int
    private let post: Mutex<Post>
    private let queue: any WorkQueue

    init(post: Post, turns: Int, queue: any WorkQueue) {
        self.post = Mutex(post)
        self.turns = turns
        self.queue = queue
    }

    /// The post's comments now.
    var comments: [Comment] { post.withLock { $0.comments } }

    /// Adds a text comment by `author`, and calls `completion` with it (or the error) after
    /// ``turns`` turns of the queue.
    func addComment(
        _ text: String, as author: UserName, completion: @escaping @Sendable (Result<Comment, FutubraError>) -> Void
    ) {
        after(turns) {
            let result = Result { () throws(FutubraError) in
                let content = try Content.text(text)
                return self.post.withLock { $0.addComment(by: author, content: content) }
            }
            completion(result)
        }
    }

    /// Runs `work` after `turns` more jobs of the queue.
    private func after(_ turns: Int, _ work: @escaping @Sendable () -> Void) {
        guard turns > 0 else { return work() }
        queue.async { self.after(turns - 1, work) }
    }
}
