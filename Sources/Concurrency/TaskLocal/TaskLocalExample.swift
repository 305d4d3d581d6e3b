import ExampleKit
import Futubra

/// Plays task-local values: one screen load's trace reaches every request through `async let`
/// children, ends with its scope, and reaches a detached prefetch only when bound again.
package struct TaskLocalExample: Example {
    package static let id = "task-local"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        let backend = FeedBackend(feed: try SampleFeed.feed())
        let client = TracedFeedClient(backend: backend)
        let loader = PostScreenLoader(client: client, user: SampleFeed.dana)

        transcript.section("one load, one trace, two child tasks")
        let screen = try await loader.load(PostID(3), trace: "load-1")
        transcript.line("post-screen shows #3 by \(screen.post.author.rawValue) and \(screen.unread) unread")
        for request in backend.log.sorted() { transcript.line("  \(request)") }

        transcript.section("the scope ended")
        transcript.line("after load returns, the context is \(TraceContext.current.map(\.description) ?? "nil")")
        _ = try await client.post(PostID(3))
        transcript.line("  \(backend.log.last ?? "")")

        transcript.section("a detached prefetch")
        let before = backend.log.count
        await TraceContext.trace("load-2", "post-screen") {
            await loader.prefetch(PostID(2)).value
            await Task.detached { _ = try? await client.post(PostID(1)) }.value
        }
        transcript.line("bound again inside the detached task, and not:")
        for request in backend.log.dropFirst(before) { transcript.line("  \(request)") }
    }
}
