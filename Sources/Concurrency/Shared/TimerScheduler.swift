import Synchronization

/// Time and one-shot timers: what a debouncer and a throttler need of a clock.
///
/// Intent: debounce and throttle are rules about time, so the time is injected. An app passes
/// a scheduler over its real clock (a `Task` sleeping on `ContinuousClock`, or
/// `DispatchQueue.main.asyncAfter`, as Combine's `debounce(for:scheduler:)` takes a
/// scheduler); a run or a test passes a ``VirtualScheduler``, whose time moves only when it
/// is told to and whose timers then fire at once, in order, with nothing slept.
protocol TimerScheduler: Sendable {
    /// The time since the scheduler started.
    var now: Duration { get }
    /// Runs `action` when `delay` has passed, unless the returned timer is cancelled first.
    func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> ScheduledTimer
}

/// A timer a ``TimerScheduler`` will fire once, unless it is cancelled first.
final class ScheduledTimer: Sendable {
    private let cancelled = Mutex(false)

    /// A timer that has not fired or been cancelled.
    init() {}

    /// Stops the timer: its action will not run.
    func cancel() {
        cancelled.withLock { $0 = true }
    }

    /// Whether the timer was cancelled.
    var isCancelled: Bool { cancelled.withLock { $0 } }
}

/// Virtual time: `advance(by:)` moves the clock and fires every timer that falls due on the
/// way, each at its own deadline, earliest first (in the order scheduled on a tie).
///
/// ```swift
/// let time = VirtualScheduler()
/// _ = time.schedule(after: .milliseconds(300)) { search("swift") }
/// time.advance(by: .milliseconds(300))   // the search runs now, at 0.3 s
/// ```
final class VirtualScheduler: TimerScheduler {
    /// The clock and the timers waiting on it.
    private struct Timeline {
        var now: Duration = .zero
        var issued = 0
        var timers: [(deadline: Duration, order: Int, timer: ScheduledTimer, action: @Sendable () -> Void)] = []
    }

    private let timeline = Mutex(Timeline())

    /// Virtual time at zero, with no timers.
    init() {}

    var now: Duration { timeline.withLock { $0.now } }

    func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> ScheduledTimer {
        let timer = ScheduledTimer()
        timeline.withLock { line in
            line.issued += 1
            line.timers.append((line.now + delay, line.issued, timer, action))
        }
        return timer
    }

    /// Moves time forward by `duration`, firing each timer that falls due at its deadline.
    func advance(by duration: Duration) {
        let end = now + duration
        while let (timer, action) = nextDue(until: end) {
            if !timer.isCancelled { action() }
        }
        timeline.withLock { $0.now = end }
    }

    /// Removes the earliest timer due by `end` and moves the clock to its deadline.
    private func nextDue(until end: Duration) -> (ScheduledTimer, @Sendable () -> Void)? {
        timeline.withLock { line in
            let due = line.timers.indices.filter { line.timers[$0].deadline <= end }
            guard
                let first = due.min(by: {
                    (line.timers[$0].deadline, line.timers[$0].order) < (
                        line.timers[$1].deadline, line.timers[$1].order
                    )
                })
            else { return nil }
            let next = line.timers.remove(at: first)
            line.now = next.deadline
            return (next.timer, next.action)
        }
    }
}

extension VirtualScheduler {
    /// Plays `events` in time order: moves the clock to each one's time (firing the timers
    /// due on the way), runs it, then moves on to `end`.
    ///
    /// ```swift
    /// time.play([(.zero, { search.send("s") }), (.milliseconds(100), { search.send("sw") })], until: .seconds(1))
    /// ```
    func play(_ events: [(at: Duration, run: () -> Void)], until end: Duration) {
        for event in events.sorted(by: { $0.at < $1.at }) {
            advance(by: event.at - now)
            event.run()
        }
        advance(by: end - now)
    }

    /// The time since the start in whole milliseconds, for a transcript or a test: `700 ms`.
    var millisecondsNow: String { "\(Int(now / .milliseconds(1))) ms" }
}
