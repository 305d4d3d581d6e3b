import Futubra
import MessageTrace
import Synchronization

extension LegacyPublisher {
    /// Publishes `text` through async/await: the post's id, or one error, exactly once.
    ///
    /// `withCheckedThrowingContinuation` suspends the task and hands the closure a
    /// continuation that must be resumed exactly once. The completion decides on every path:
    /// an error wins (a failed publish may bring a draft id too, and resuming for both would
    /// resume twice, which stops the process); an id alone returns it; neither is an answer
    /// the SDK should never give, and becomes ``ConcurrencyError/dropped(_:)`` instead of a
    /// task suspended for good.
    ///
    /// A continuation knows nothing of cancellation, so `withTaskCancellationHandler` passes
    /// it on: cancelling the awaiting task cancels the publish in flight, whose completion
    /// then resumes the task once, with `CancellationError`.
    ///
    /// ```swift
    /// let id = try await sdk.publish("Hello")
    /// ```
    func publish(_ text: String) async throws -> PostID {
        let ticket = TicketSlot()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<PostID, any Error>) in
                Trace.call(from: "App", to: "LegacyPublisher", "publish \"\(text)\"")
                let started = publish(text) { id, error in
                    if let error {
                        Trace.reply(from: "LegacyPublisher", to: "App", "failed: \(error)")
                        continuation.resume(throwing: error)
                        return
                    }
                    guard let id else {
                        continuation.resume(throwing: ConcurrencyError.dropped("publish \"\(text)\""))
                        return
                    }
                    Trace.reply(from: "LegacyPublisher", to: "App", "published \(id)")
                    continuation.resume(returning: id)
                }
                ticket.started(started)
            }
        } onCancel: {
            ticket.cancel()
        }
    }
}

/// The ticket of one bridged publish, shared by the call and its cancellation handler.
///
/// Cancellation may come from another thread at any moment, even before the publish has
/// started (a task cancelled before the call runs its handler first, at once); then the
/// publish is cancelled as soon as it starts.
private final class TicketSlot: Sendable {
    private enum State {
        case notStarted
        case started(PublishTicket)
        case cancelled
    }

    private let state = Mutex(State.notStarted)

    /// Records the started publish, or cancels it at once if cancellation came first.
    func started(_ ticket: PublishTicket) {
        let cancelNow = state.withLock { state in
            guard case .notStarted = state else { return true }
            state = .started(ticket)
            return false
        }
        if cancelNow { ticket.cancel() }
    }

    /// Cancels the publish, now if it has started, or as soon as it does.
    func cancel() {
        let started: PublishTicket? = state.withLock { state in
            defer { state = .cancelled }
            guard case .started(let ticket) = state else { return nil }
            return ticket
        }
        started?.cancel()
    }
}
