import Synchronization

/// Values recorded from any number of tasks or threads, in the order they arrived.
///
/// Runs and tests hand one to the code they watch (a decoding double records where it ran,
/// a source records that it started) and read it back afterwards.
///
/// ```swift
/// let places = Recorder<Bool>()
/// let decoder = FeedDecoder { data in places.record(MainQueue.isCurrent); return try decode(data) }
/// places.values   // [false]
/// ```
final class Recorder<Value: Sendable>: Sendable {
    private let recorded = Mutex<[Value]>([])

    /// An empty recorder.
    init() {}

    /// Appends `value`.
    func record(_ value: Value) {
        recorded.withLock { $0.append(value) }
    }

    /// Everything recorded so far, in order.
    var values: [Value] { recorded.withLock { $0 } }
}
