import Futubra
import MessageTrace

/// The job with Swift concurrency: `async` calls that suspend instead of blocking a thread, a
/// task group that keeps `limit` downloads in flight (a sliding window: one more starts each
/// time one ends), and cancellation that the group passes to every child.
///
/// Cancelling the calling task cancels the group: the downloads in flight end at once with
/// `CancellationError` (the server's wait is cancellable), and `addTaskUnlessCancelled`
/// starts no new one.
///
/// ```swift
/// let page = try await TaskGroupFeedLoader(server: server).load(limit: 2)
/// ```
struct TaskGroupFeedLoader: FeedPageLoading {
    let server: ThumbnailServer

    func load(limit: Int) async throws -> LoadedPage {
        let posts = try await server.page()
        var waiting = posts.makeIterator()
        return try await withThrowingTaskGroup(of: (PostID, String).self) { group in
            func startNext() {
                guard let post = waiting.next() else { return }
                Trace.call(from: "TaskGroupFeedLoader", to: "ThumbnailServer", "addTask(thumbnail \(post))")
                _ = group.addTaskUnlessCancelled { (post, try await server.thumbnail(for: post)) }
            }
            for _ in 0..<limit { startNext() }
            var thumbnails: [PostID: String] = [:]
            while let (post, thumbnail) = try await group.next() {
                thumbnails[post] = thumbnail
                startNext()
            }
            try Task.checkCancellation()
            return LoadedPage(posts: posts, thumbnails: thumbnails)
        }
    }
}
