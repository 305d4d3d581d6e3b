import Synchronization

/// Wraps a completion handler so that it runs exactly once, whatever the caller does.
///
/// The first ``complete(_:)`` wins and later ones are refused (the method returns `false`).
/// If the guard is released without ever being completed, because the operation dropped its
/// handler, it completes with ``CommunicationError/neverCompleted(_:)`` from `deinit`, so the
/// waiting side hears something. An operation that keeps the handler and never calls it keeps
/// the guard alive too: only cancellation or a timeout ends that wait (see
/// ``CallbackFeedClient/post(_:)``). It is `Sendable` and thread-safe: racing calls from many
/// threads still produce one result.
///
/// ```swift
/// let once = ExactlyOnce<Post>(operation: "loadPost") { result in continuation.resume(with: result) }
/// client.loadPost(id) { result in once.complete(result) }
/// ```
final class ExactlyOnce<Value: Sendable>: Sendable {
    private let operation: String
    private let handler: Mutex<(@Sendable (Result<Value, CommunicationError>) -> Void)?>

    /// A guard around `handler` for the operation named `operation`.
    init(operation: String, handler: @escaping @Sendable (Result<Value, CommunicationError>) -> Void) {
        self.operation = operation
        self.handler = Mutex(handler)
    }

    /// Delivers `result` if nothing was delivered yet; returns whether it was delivered.
    @discardableResult
    func complete(_ result: Result<Value, CommunicationError>) -> Bool {
        let pending = handler.withLock { handler in
            let taken = handler
            handler = nil
            return taken
        }
        guard let pending else { return false }
        pending(result)
        return true
    }

    /// Whether a result was delivered (or the guard gave up).
    var isCompleted: Bool { handler.withLock { $0 == nil } }

    deinit {
        complete(.failure(.neverCompleted(operation)))
    }
}
