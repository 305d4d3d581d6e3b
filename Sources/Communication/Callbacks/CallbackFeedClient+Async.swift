import Futubra

extension CallbackFeedClient {
    /// The post with `id`, through async/await: one result, or one error, always.
    ///
    /// `withCheckedThrowingContinuation` bridges the callback to `async`, and ``ExactlyOnce``
    /// protects the continuation: a second callback is dropped instead of trapping on a
    /// double resume, and a callback that never comes becomes
    /// ``CommunicationError/neverCompleted(_:)`` instead of a task suspended forever.
    ///
    /// ```swift
    /// let post = try await client.post(PostID(3))
    /// ```
    func post(_ id: PostID) async throws -> Post {
        try await withCheckedThrowingContinuation { continuation in
            let once = ExactlyOnce<Post>(operation: "loadPost(\(id))") { result in
                continuation.resume(with: result)
            }
            loadPost(id) { result in once.complete(result) }
        }
    }
}
