import MessageTrace
import Synchronization

/// Debounce: passes on a value only once no newer value has come for `interval`; a burst of
/// values becomes one, the last, on the trailing edge.
///
/// Every `send` cancels the timer of the value before it and starts a new one, so the
/// interval is measured from the last value: as long as values keep coming faster than the
/// interval, nothing is passed on. Search-as-you-type uses it: one search for "swift", sent
/// 300 ms after the last keystroke, instead of one per letter.
///
/// ```swift
/// let search = Debouncer<String>(for: .milliseconds(300), scheduler: scheduler) { query in
///     Task { await backend.search(query) }
/// }
/// search.send("s"); search.send("sw")   // ... 300 ms after the last: search "sw"
/// ```
final class Debouncer<Value: Sendable>: Sendable {
    private let interval: Duration
    private let scheduler: any TimerScheduler
    private let emit: @Sendable (Value) -> Void
    private let pending = Mutex<ScheduledTimer?>(nil)

    /// A debouncer that passes values to `emit` after `interval` of quiet on `scheduler`'s time.
    init(for interval: Duration, scheduler: any TimerScheduler, emit: @escaping @Sendable (Value) -> Void) {
        self.interval = interval
        self.scheduler = scheduler
        self.emit = emit
    }

    /// A new value: it replaces the one waiting, and the interval starts again.
    func send(_ value: Value) {
        let emit = emit
        let timer = scheduler.schedule(after: interval) {
            Trace.note(over: "Debouncer", "quiet for the interval: pass on the last value")
            emit(value)
        }
        pending.withLock { waiting in
            waiting?.cancel()
            waiting = timer
        }
    }
}
