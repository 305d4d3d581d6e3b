import Futubra
import MessageTrace

/// Counts the comments of many posts at once, in a throwing task group.
///
/// `withThrowingTaskGroup` runs one child task per post, as many as there are posts, and
/// hands their answers back in the order they finish. The group is a scope: it returns only
/// when every child has ended. When one child throws, `for try await` rethrows its error,
/// and leaving the group's body with an error cancels every child still running (a
/// request held at the server ends at once, with `CancellationError`) and waits for them.
/// Cancelling the task that called `comments(on:)` cancels the group and all its children.
///
/// ```swift
/// let counts = try await CommentCounter(backend: backend).comments(on: [PostID(4), PostID(1)])
/// // [#4: 0, #1: 2]
/// ```
struct CommentCounter: Sendable {
    let backend: FeedBackend

    /// The comment count of every post in `ids`; the first failure ends the call and cancels
    /// the others.
    func comments(on ids: [PostID]) async throws -> [PostID: Int] {
        Trace.call(from: "CommentCounter", to: "FeedBackend", "one child task per post: \(ids.count)")
        return try await withThrowingTaskGroup(of: (PostID, Int).self) { group in
            for id in ids {
                group.addTask {
                    let post = try await backend.post(id)
                    return (id, post.comments.count)
                }
            }
            var counts: [PostID: Int] = [:]
            for try await (id, count) in group { counts[id] = count }
            return counts
        }
    }
}
