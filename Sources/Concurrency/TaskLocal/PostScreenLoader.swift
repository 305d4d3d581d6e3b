import Futubra
import MessageTrace

/// What the post screen shows: the post and the unread badge.
struct PostScreen: Equatable, Sendable {
    let post: Post
    let unread: Int
}

/// Loads the post screen in one trace: the post and the badge at once (`async let`), each in
/// a span of its own; then a detached prefetch of the next post that keeps the trace.
///
/// ```swift
/// let loader = PostScreenLoader(client: client, user: dana)
/// let screen = try await loader.load(PostID(3), trace: "load-1")
/// ```
struct PostScreenLoader: Sendable {
    let client: TracedFeedClient
    let user: UserName

    /// Loads post `id` and the badge in the trace `traceID`.
    func load(_ id: PostID, trace traceID: String) async throws -> PostScreen {
        try await TraceContext.trace(traceID, "post-screen") {
            Trace.call(from: "PostScreenLoader", to: "TracedFeedClient", "post(#\(id.rawValue)), unread: async let")
            async let post = TraceContext.span("post") { try await client.post(id) }
            async let unread = TraceContext.span("badge") { try await client.unread(for: user) }
            return try await PostScreen(post: post, unread: unread)
        }
    }

    /// Prefetches post `id` in a detached task, at background priority and off the caller's
    /// actor, in the caller's trace.
    ///
    /// A detached task inherits no task-local value, so the context (and the run's tracer,
    /// a task-local too) is read here and bound again inside it.
    func prefetch(_ id: PostID) -> Task<Void, Never> {
        let context = TraceContext.current
        let tracer = Tracer.current
        return Task.detached(priority: .background) {
            await Tracer.$current.withValue(tracer) {
                await TraceContext.$current.withValue(context) {
                    await TraceContext.span("prefetch") {
                        Trace.call(from: "PostScreenLoader", to: "FeedBackend", "prefetch #\(id.rawValue), detached")
                        _ = try? await client.post(id)
                    }
                }
            }
        }
    }
}
