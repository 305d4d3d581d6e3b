import Futubra
import Synchronization

/// A load started by ``CallbackFeedClient/loadPost(_:completion:)``: cancel it to stop waiting.
///
/// The counterpart of `URLSessionTask.cancel()`. Cancelling a load that is still waiting calls
/// its handler once, with ``CommunicationError/cancelled(_:)``, and the client lets go of the
/// handler; cancelling a load that has already answered does nothing.
///
/// ```swift
/// let request = client.loadPost(PostID(3)) { result in show(result) }
/// request.cancel()
/// ```
struct PostRequest: Sendable {
    /// What was asked, for error messages: `loadPost(#3)`.
    let operation: String
    fileprivate let waiting: WaitingLoads
    /// The load's place among the waiting ones, or `nil` when it answered at once.
    fileprivate let ticket: Int?

    init(operation: String, waiting: WaitingLoads, ticket: Int?) {
        self.operation = operation
        self.waiting = waiting
        self.ticket = ticket
    }

    /// Ends the load if it is still waiting: its handler hears `.cancelled`, once.
    func cancel() {
        guard let ticket, let handler = waiting.release(ticket) else { return }
        handler(.failure(.cancelled(operation)))
    }
}

/// The handlers of loads that have not answered yet, by ticket.
final class WaitingLoads: Sendable {
    typealias Handler = @Sendable (Result<Post, CommunicationError>) -> Void

    private let state = Mutex((next: 0, handlers: [Int: Handler]()))

    /// How many handlers are waiting.
    var count: Int { state.withLock { $0.handlers.count } }

    /// Keeps `handler` until its ticket is released; returns the ticket.
    func hold(_ handler: @escaping Handler) -> Int {
        state.withLock { state in
            let ticket = state.next
            state.next += 1
            state.handlers[ticket] = handler
            return ticket
        }
    }

    /// Lets go of the handler with `ticket` and returns it, or `nil` if it is gone already.
    func release(_ ticket: Int) -> Handler? {
        state.withLock { $0.handlers.removeValue(forKey: ticket) }
    }
}
