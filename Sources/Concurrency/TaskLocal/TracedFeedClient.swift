import Futubra

/// The feed's API client: every request carries the current task's `TraceContext`.
///
/// The client reads the task-local where the request leaves the app, so the screens and
/// loaders above it pass nothing: the header comes from whichever trace and span the calling
/// task is in.
///
/// ```swift
/// let client = TracedFeedClient(backend: backend)
/// try await TraceContext.trace("load-1", "post-screen") { try await client.post(id) }
/// ```
struct TracedFeedClient: Sendable {
    let backend: FeedBackend

    /// `GET /posts/<id>`, with the current trace.
    func post(_ id: PostID) async throws -> Post {
        try await backend.post(id, requestID: header)
    }

    /// The unread badge of `user`, with the current trace.
    func unread(for user: UserName) async throws -> Int {
        try await backend.unread(for: user, requestID: header)
    }

    /// The request's trace header: the calling task's context.
    private var header: String? { TraceContext.current?.description }
}
