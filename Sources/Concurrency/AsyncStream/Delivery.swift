/// What one `yield` into a stream did, as a value a screen or a test can compare.
///
/// `AsyncStream.Continuation.YieldResult` says it already, but it is not `Equatable`; this
/// mirrors it case for case.
///
/// ```swift
/// Delivery(continuation.yield(12))   // .queued(remaining: 0), .dropped(11) or .ended
/// ```
enum Delivery<Value: Sendable & Equatable>: Equatable, Sendable {
    /// The value is buffered (or handed straight to a waiting reader); `remaining` more fit.
    case queued(remaining: Int)
    /// The buffer was full and `Value` was thrown away: the new value under
    /// `.bufferingOldest`, the oldest buffered one under `.bufferingNewest`.
    case dropped(Value)
    /// The stream has ended (finished, or its reader gone): the value went nowhere.
    case ended

    /// The delivery a `yield` reported.
    init(_ result: AsyncStream<Value>.Continuation.YieldResult) {
        switch result {
        case .enqueued(let remaining): self = .queued(remaining: remaining)
        case .dropped(let value): self = .dropped(value)
        case .terminated: self = .ended
        @unknown default: self = .ended
        }
    }
}
