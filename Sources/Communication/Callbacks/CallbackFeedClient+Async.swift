import Futubra
import Synchronization

extension CallbackFeedClient {
    /// The post with `id`, through async/await: one result, or one error, always.
    ///
    /// `withCheckedThrowingContinuation` bridges the callback to `async`, and ``ExactlyOnce``
    /// protects the continuation: a second callback is dropped instead of trapping on a
    /// double resume, and a handler the client drops without calling becomes
    /// ``CommunicationError/neverCompleted(_:)`` instead of a task suspended forever.
    ///
    /// A continuation knows nothing of task cancellation, so `withTaskCancellationHandler`
    /// passes it on: cancelling the awaiting task cancels the ``PostRequest``, and a load still
    /// waiting throws ``CommunicationError/cancelled(_:)``. Without it, a client that keeps
    /// the handler and never answers would keep the task suspended for good.
    ///
    /// ```swift
    /// let post = try await client.post(PostID(3))
    /// ```
    func post(_ id: PostID) async throws -> Post {
        let request = PendingRequest()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let once = ExactlyOnce<Post>(operation: "loadPost(\(id))") { result in
                    continuation.resume(with: result)
                }
                request.started(loadPost(id) { result in once.complete(result) })
            }
        } onCancel: {
            request.cancel()
        }
    }
}

/// The request of one bridged call, shared by the call and its cancellation handler.
///
/// Cancellation may come from another thread at any moment, even before the load has started
/// (a task cancelled before the call runs its handler first); then the load is cancelled as
/// soon as it starts.
private final class PendingRequest: Sendable {
    private enum State {
        case notStarted
        case started(PostRequest)
        case cancelled
    }

    private let state = Mutex(State.notStarted)

    /// Records the started load, or cancels it at once if cancellation came first.
    func started(_ request: PostRequest) {
        let cancelNow = state.withLock { state in
            guard case .notStarted = state else { return true }
            state = .started(request)
            return false
        }
        if cancelNow {
            request.cancel()
        }
    }

    /// Cancels the load, now if it has started, or as soon as it does.
    func cancel() {
        let started: PostRequest? = state.withLock { state in
            defer { state = .cancelled }
            guard case .started(let request) = state else { return nil }
            return request
        }
        started?.cancel()
    }
}
