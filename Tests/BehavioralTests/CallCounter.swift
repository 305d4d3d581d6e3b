import Synchronization

/// Counts calls from `@Sendable` closures in tests.
final class CallCounter: Sendable {
    private let count = Mutex(0)

    func increment() {
        count.withLock { $0 += 1 }
    }

    var value: Int { count.withLock { $0 } }
}
