import MessageTrace

/// A run loop whose clock moves only when told to: the injected clock of the timer examples.
///
/// Like `RunLoop`, it owns every scheduled timer until the timer is invalidated, and a timer
/// owns its block. That ownership is what makes a timer a retain-cycle trap: the run loop
/// lives for the whole app, so whatever a valid timer's block captures strongly lives too.
/// Time is a `Duration` since the loop was made; ``advance(by:)`` fires every timer that
/// falls due, in time order, without sleeping.
///
/// ```swift
/// let loop = ManualRunLoop()
/// let timer = loop.scheduleTimer(every: .seconds(30)) { _ in reload() }
/// loop.advance(by: .seconds(60))    // reload() runs twice, at 30 s and 60 s
/// timer.invalidate()                // the loop and the timer let go of the block
/// ```
final class ManualRunLoop {
    /// The time on the loop's clock.
    private(set) var now: Duration = .zero
    private var timers: [RepeatingTimer] = []

    /// A run loop at time zero with no timers.
    init() {}

    /// How many timers are scheduled and not invalidated.
    var scheduledTimerCount: Int { timers.count { $0.isValid } }

    /// Schedules `block` to run every `interval`, first at `now + interval`, until the
    /// returned timer is invalidated. The loop owns the timer; the timer owns `block`.
    func scheduleTimer(every interval: Duration, _ block: @escaping (RepeatingTimer) -> Void) -> RepeatingTimer {
        let timer = RepeatingTimer(interval: interval, firstFire: now + interval, block: block)
        timers.append(timer)
        return timer
    }

    /// Moves the clock forward by `duration`, firing each timer every time it falls due.
    func advance(by duration: Duration) {
        let end = now + duration
        while let next = timers.filter(\.isValid).min(by: { $0.nextFire < $1.nextFire }), next.nextFire <= end {
            now = next.nextFire
            Trace.call(from: "ManualRunLoop", to: "RepeatingTimer", "fire() at \(now.components.seconds) s")
            next.fire()
        }
        now = end
        timers.removeAll { !$0.isValid }
    }
}

/// A repeating timer, like `Timer.scheduledTimer(withTimeInterval:repeats:block:)`.
///
/// It owns its block until ``invalidate()``, which drops the block and everything the block
/// captured. The block is handed the timer, so it can invalidate it without capturing it.
final class RepeatingTimer {
    /// Time between two firings.
    let interval: Duration
    /// When the timer fires next, on its loop's clock.
    private(set) var nextFire: Duration
    private var block: ((RepeatingTimer) -> Void)?

    /// A timer that first fires at `firstFire`, then every `interval`.
    init(interval: Duration, firstFire: Duration, block: @escaping (RepeatingTimer) -> Void) {
        self.interval = interval
        self.nextFire = firstFire
        self.block = block
    }

    /// Whether the timer still fires: not invalidated.
    var isValid: Bool { block != nil }

    /// Stops the timer for good and releases its block.
    func invalidate() {
        block = nil
    }

    /// Runs the block once and schedules the next firing.
    func fire() {
        guard let block else { return }
        nextFire += interval
        block(self)
    }
}
