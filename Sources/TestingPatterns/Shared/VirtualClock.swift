import Synchronization

/// A clock whose time moves only when a test moves it, or when someone sleeps on it.
///
/// Code that takes a `Clock` instead of reading the time itself can be tested at any instant:
/// a test puts the clock exactly at a deadline, or a millisecond before it, and nothing waits.
/// `sleep(until:)` returns at once: it moves the clock to the deadline and records the sleep.
///
/// ```swift
/// let clock = VirtualClock()
/// clock.advance(by: .seconds(30))
/// try await clock.sleep(for: .milliseconds(200))   // returns at once; now is 30.2 s
/// clock.sleeps                                      // [.milliseconds(200)]
/// ```
final class VirtualClock: Clock, Sendable {
    /// A point on the virtual time line: how long after the clock's start.
    struct Instant: InstantProtocol {
        /// Time since the clock started.
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    /// The current time and every sleep asked for, guarded by one lock.
    private struct Timeline {
        var now = Instant(offset: .zero)
        var sleeps: [Duration] = []
    }

    private let timeline = Mutex(Timeline())

    /// A clock at zero.
    init() {}

    var now: Instant { timeline.withLock { $0.now } }
    var minimumResolution: Duration { .nanoseconds(1) }

    /// Every sleep so far, in the order asked.
    var sleeps: [Duration] { timeline.withLock { $0.sleeps } }

    /// Moves time forward by `duration`.
    func advance(by duration: Duration) {
        timeline.withLock { $0.now = $0.now.advanced(by: duration) }
    }

    /// Moves time to `deadline` (if it is later) and returns; throws if the task is cancelled.
    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        timeline.withLock { line in
            line.sleeps.append(line.now.duration(to: deadline))
            if line.now < deadline { line.now = deadline }
        }
    }
}
