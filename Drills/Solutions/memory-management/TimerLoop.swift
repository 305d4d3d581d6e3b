/// A run loop driven by hand, as a test drives time: a repeating timer fires each time
/// `advance(by:)` passes another of its intervals, until it is invalidated.
final class TimerLoop {
    /// A repeating timer the loop keeps, with its block, until `invalidate()`.
    final class Timer {
        let interval: Int
        fileprivate let block: () -> Void
        fileprivate var due: Int
        fileprivate(set) var isValid = true

        fileprivate init(interval: Int, due: Int, block: @escaping () -> Void) {
            self.interval = interval
            self.due = due
            self.block = block
        }

        /// Stops the timer: the loop lets go of it and of its block.
        func invalidate() {
            isValid = false
        }
    }

    private var now = 0
    private var timers: [Timer] = []

    init() {}

    /// Schedules `block` every `interval` seconds. The loop keeps the timer, and so the
    /// block and everything it captures, until the timer is invalidated.
    func schedule(every interval: Int, _ block: @escaping () -> Void) -> Timer {
        let timer = Timer(interval: max(interval, 1), due: now + max(interval, 1), block: block)
        timers.append(timer)
        return timer
    }

    /// Lets `seconds` pass, firing each timer as often as its interval fits.
    func advance(by seconds: Int) {
        let end = now + seconds
        while let next = timers.filter(\.isValid).min(by: { $0.due < $1.due }), next.due <= end {
            now = next.due
            next.due += next.interval
            next.block()
            timers.removeAll { !$0.isValid }
        }
        timers.removeAll { !$0.isValid }
        now = end
    }

    /// How many timers are still scheduled.
    var scheduledCount: Int {
        timers.filter(\.isValid).count
    }
}

/// Counts the feed's reloads; it outlives the refresher that asks for them.
final class ReloadCount {
    private(set) var value = 0

    init() {}

    func record() {
        value += 1
    }
}

/// A button that calls back whatever its owner gave it when tapped.
final class TapButton {
    var onTap: (() -> Void)?

    init() {}

    func tap() {
        onTap?()
    }
}
