import Futubra
import Synchronization

/// Futubra's old publishing SDK: a callback API, in memory, that answers when the run says so.
///
/// Intent: the bridges of this entry are checked against the answers a callback API really
/// gives, so the run (or a test) decides what each completion receives, when, and whether it
/// is called at all. Like many Objective-C era APIs, the completion takes an optional id *and*
/// an optional error, and the SDK documents that a failed publish may still bring the id of
/// a draft the server kept: both can be set at once. Cancelling a publish calls its
/// completion with `CancellationError`, as `URLSessionTask.cancel()` calls its completion
/// handler with a "cancelled" error.
///
/// ```swift
/// let sdk = LegacyPublisher()
/// sdk.publish("Hello") { id, error in print(id, error) }
/// sdk.answer("Hello", id: PostID(7), error: nil)   // the completion runs now, once
/// ```
final class LegacyPublisher: Sendable {
    /// What the SDK calls when a publish ends: an id, an error, or (on a failure that kept a draft) both.
    typealias Completion = @Sendable (PostID?, (any Error)?) -> Void

    private struct Pending {
        var number: Int
        var text: String
        var completion: Completion
    }

    private struct State {
        var pending: [Pending] = []
        var issued = 0
        var cancelled: [String] = []
    }

    private let state = Mutex(State())

    /// An SDK with nothing in flight.
    init() {}

    /// Starts publishing `text`; `completion` is called once, when the run answers or the publish is cancelled.
    @discardableResult
    func publish(_ text: String, completion: @escaping Completion) -> PublishTicket {
        let number = state.withLock { state in
            state.issued += 1
            state.pending.append(Pending(number: state.issued, text: text, completion: completion))
            return state.issued
        }
        return PublishTicket(number: number, publisher: self)
    }

    /// The texts being published and not answered yet, earliest first.
    var pending: [String] { state.withLock { $0.pending.map(\.text) } }

    /// The texts whose publish was cancelled, in order.
    var cancelled: [String] { state.withLock { $0.cancelled } }

    /// Calls the completion of the earliest pending publish of `text` with exactly `id` and
    /// `error`, and lets the completion go.
    func answer(_ text: String, id: PostID?, error: (any Error)?) {
        take { $0.text == text }?.completion(id, error)
    }

    /// Cancels publish `number` if it is still pending: its completion gets `CancellationError`.
    fileprivate func cancel(_ number: Int) {
        let found = take { $0.number == number }
        guard let found else { return }
        state.withLock { $0.cancelled.append(found.text) }
        found.completion(nil, CancellationError())
    }

    private func take(where matches: (Pending) -> Bool) -> Pending? {
        state.withLock { state in
            state.pending.firstIndex(where: matches).map { state.pending.remove(at: $0) }
        }
    }
}

/// A publish the SDK has started; cancel it to stop it.
final class PublishTicket: Sendable {
    private let number: Int
    private let publisher: LegacyPublisher

    fileprivate init(number: Int, publisher: LegacyPublisher) {
        self.number = number
        self.publisher = publisher
    }

    /// Stops the publish; its completion is called with `CancellationError` if it was still pending.
    func cancel() {
        publisher.cancel(number)
    }
}
