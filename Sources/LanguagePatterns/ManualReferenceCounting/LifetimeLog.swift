import Synchronization

/// Counts the objects of a kind that are alive: each `init` calls `born()` and each `deinit`
/// calls `died()`, so a test sees when an object is really freed, and how many were alive at
/// once, instead of trusting a retain count.
package final class LifetimeLog: Sendable {
    private struct Counts {
        var born = 0
        var died = 0
        var peak = 0
    }

    private let counts = Mutex(Counts())

    package init() {}

    func born() {
        counts.withLock {
            $0.born += 1
            $0.peak = max($0.peak, $0.born - $0.died)
        }
    }

    func died() { counts.withLock { $0.died += 1 } }

    /// Objects made and not yet freed.
    package var alive: Int { counts.withLock { $0.born - $0.died } }
    /// Objects freed so far.
    package var freed: Int { counts.withLock { $0.died } }
    /// The most objects alive at one moment.
    package var peak: Int { counts.withLock { $0.peak } }
}
