import MessageTrace
import Synchronization

/// Throttle: passes on at most one value per `interval`. The first value of a quiet period
/// goes at once (the leading edge) and opens a window; values that come while it is open
/// replace one another, and when it closes the latest is passed on (the trailing edge) and
/// opens the next window. A window with nothing new closes quietly.
///
/// A like button uses it: the screen flips at every tap, the server hears the first tap at
/// once and then the state the screen shows at most once a second, and always the last one.
///
/// ```swift
/// let sync = Throttler<Bool>(for: .seconds(1), scheduler: scheduler) { liked in
///     Task { await backend.setLiked(liked) }
/// }
/// sync.send(true)   // at once; later taps within the second: the last one, when it ends
/// ```
final class Throttler<Value: Sendable>: Sendable {
    /// Whether a window is open, and the latest value that came during it.
    private struct Window {
        var isOpen = false
        var latest: Value?
    }

    private let interval: Duration
    private let trailing: Bool
    private let scheduler: any TimerScheduler
    private let emit: @Sendable (Value) -> Void
    private let window = Mutex(Window())

    /// A throttler that passes values to `emit` at most once per `interval`; with `trailing`
    /// false, values that come during a window are dropped instead of sent when it closes.
    init(
        for interval: Duration, trailing: Bool = true, scheduler: any TimerScheduler,
        emit: @escaping @Sendable (Value) -> Void
    ) {
        self.interval = interval
        self.trailing = trailing
        self.scheduler = scheduler
        self.emit = emit
    }

    /// A new value: passed on at once if no window is open, else kept for the window's end.
    func send(_ value: Value) {
        let leading = window.withLock { window in
            if window.isOpen {
                if trailing { window.latest = value }
                return false
            }
            window.isOpen = true
            return true
        }
        if leading {
            Trace.note(over: "Throttler", "leading edge: pass on at once")
            emit(value)
            openWindow()
        }
    }

    /// Schedules the end of a window: the latest value goes then and opens the next window.
    private func openWindow() {
        _ = scheduler.schedule(after: interval) { [self] in
            let latest = window.withLock { window in
                defer { window.latest = nil }
                if window.latest == nil { window.isOpen = false }
                return window.latest
            }
            guard let latest else { return }
            Trace.note(over: "Throttler", "trailing edge: pass on the latest")
            emit(latest)
            openWindow()
        }
    }
}
