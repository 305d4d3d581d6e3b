import ExampleKit
import Futubra

/// Plays structured concurrency: `async let` loads the feed screen's three parts at once, a
/// task group counts many posts' comments and stops the rest when one fails, a cancelled
/// parent cancels its children, and a loop stops at its next cancellation check.
package struct StructuredConcurrencyExample: Example {
    package static let id = "structured-concurrency"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        transcript.section("async let: the feed screen's three parts at once")
        let backend = FeedBackend(feed: try SampleFeed.feed(), holding: true)
        let loader = FeedScreenLoader(backend: backend, user: SampleFeed.dana, pinned: PostID(1))
        let screen = Task { try await loader.load() }
        await yield { backend.held.count == 3 }
        transcript.line("in flight together: \(backend.held.sorted().joined(separator: ", "))")
        backend.release()
        let loaded = try await screen.value
        transcript.line(
            "feed \(loaded.posts.map(\.description).joined(separator: ", ")); pinned \(loaded.pinned); badge \(loaded.unread)"
        )

        transcript.section("a task group: one failure cancels the rest")
        let comments = FeedBackend(feed: try SampleFeed.feed(), holding: true)
        let counter = CommentCounter(backend: comments)
        let ids = [4, 3, 2, 1].map { PostID($0) }
        let counting = Task { try await counter.comments(on: ids) }
        await yield { comments.held.count == 4 }
        transcript.line("four children wait for their posts")
        comments.failNext(1)
        comments.release("GET /posts/3")
        transcript.line("#3 fails: the call \(await outcome(of: counting))")
        transcript.line("the other three were cancelled while they waited: \(comments.held.count) still held")

        transcript.section("the parent cancelled: every child stops")
        let cancelled = FeedBackend(feed: try SampleFeed.feed(), holding: true)
        let parent = Task { try await CommentCounter(backend: cancelled).comments(on: ids) }
        await yield { cancelled.held.count == 4 }
        parent.cancel()
        transcript.line("the parent \(await outcome(of: parent)); \(cancelled.held.count) requests still held")

        transcript.section("a loop that checks for cancellation")
        let quiet = FeedBackend(feed: try SampleFeed.feed())
        let cache = Recorder<PostID>()
        let prefetch = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await FeedPrefetcher(backend: quiet, cache: cache).prefetch(ids)
            return "done"
        }
        transcript.line(
            "a prefetch cancelled before its first step \(await outcome(of: prefetch)); requests sent: \(quiet.log.count)"
        )
    }

    /// How a task ended, in a few words.
    private func outcome<Value: Sendable>(of task: Task<Value, any Error>) async -> String {
        do {
            return "returned \(try await task.value)"
        } catch is CancellationError {
            return "threw CancellationError"
        } catch {
            return "threw \"\(error)\""
        }
    }
}
