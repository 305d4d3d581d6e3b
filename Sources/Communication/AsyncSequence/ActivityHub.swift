import Synchronization

/// Pushes live activity to any number of `AsyncStream`s, one per subscriber.
///
/// Each subscriber chooses its own buffering policy, because `AsyncStream` has no
/// back-pressure: ``send(_:)`` never waits for a slow reader, so what happens to events the
/// reader has not taken yet must be decided up front:
/// - `.unbounded` keeps every event (memory grows with a slow reader);
/// - `.bufferingNewest(n)` keeps the newest `n` and drops the oldest (a badge: only now matters);
/// - `.bufferingOldest(n)` keeps the first `n` and drops new ones (a "first reaction" banner).
///
/// When a subscriber stops (its task is cancelled, or its loop ends and the stream is
/// released), the stream's `onTermination` removes it, and the hub sends it nothing more.
///
/// ```swift
/// let stream = hub.subscribe(buffering: .bufferingNewest(2))
/// for await activity in stream { badge.show(activity) }
/// ```
final class ActivityHub: Sendable {
    private let state = Mutex(Subscribers())

    /// The live streams by subscription id, and how many have ended.
    private struct Subscribers {
        var nextID = 0
        var continuations: [Int: AsyncStream<Activity>.Continuation] = [:]
        var terminated = 0
    }

    /// What one ``send(_:)`` did to the live streams.
    struct Delivery: Equatable, Sendable {
        /// Streams that buffered the event without dropping anything.
        var enqueued = 0
        /// Streams whose buffer was full and dropped an event: the oldest one for
        /// `.bufferingNewest` (the new event is kept), this one for `.bufferingOldest`.
        var dropped = 0
    }

    /// An empty hub.
    init() {}

    /// How many streams are live.
    var subscriberCount: Int { state.withLock { $0.continuations.count } }

    /// How many streams have ended (cancelled, released or finished) so far.
    var terminatedCount: Int { state.withLock { $0.terminated } }

    /// A new stream of every activity sent from now on, buffered by `policy`.
    func subscribe(
        buffering policy: AsyncStream<Activity>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<Activity> {
        let (stream, continuation) = AsyncStream.makeStream(of: Activity.self, bufferingPolicy: policy)
        let id = state.withLock { subscribers in
            let id = subscribers.nextID
            subscribers.nextID += 1
            subscribers.continuations[id] = continuation
            return id
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { subscribers in
                subscribers.continuations[id] = nil
                subscribers.terminated += 1
            }
        }
        return stream
    }

    /// Sends `activity` to every live stream, in subscription order, without waiting.
    @discardableResult
    func send(_ activity: Activity) -> Delivery {
        // The lock guards only the list: copy it, then yield without holding it.
        let targets = state.withLock { $0.continuations.sorted { $0.key < $1.key }.map(\.value) }
        var delivery = Delivery()
        for continuation in targets {
            switch continuation.yield(activity) {
            case .enqueued: delivery.enqueued += 1
            case .dropped: delivery.dropped += 1
            case .terminated: break
            @unknown default: break
            }
        }
        return delivery
    }

    /// Ends every stream: each reader's `for await` loop finishes after its buffered events.
    func finish() {
        let targets = state.withLock { $0.continuations.map(\.value) }
        // Outside the lock: `finish()` runs `onTermination` at once, and that takes the lock.
        for continuation in targets {
            continuation.finish()
        }
    }
}
