import Synchronization

/// A value computed on first use, exactly once, even when many tasks ask for it at once.
///
/// Swift's `lazy var` is lazy but not thread-safe, and needs mutable access; a `static let`
/// is lazy and thread-safe but global. `LazyValue` is the per-instance, thread-safe kind:
/// the first reader runs the factory while holding the lock, later and concurrent readers
/// wait for it and get the same value. It counts how often the factory ran, so the cost
/// of initialization is measurable.
///
/// The factory runs under the lock, so it must not read this same value: a `Mutex` is not
/// recursive, and locking it again from the thread that holds it stops the program at once
/// (a trap, on Apple platforms and on Linux). It should also be quick, since every reader
/// waits for it.
///
/// ```swift
/// let index = LazyValue { FeedSearchIndex(feed) }
/// index.value   // built now
/// index.value   // reused
/// ```
final class LazyValue<Value: Sendable>: Sendable {
    private let state = Mutex(Storage())
    private let make: @Sendable () -> Value

    /// The value once computed, and how many times the factory ran.
    private struct Storage {
        var value: Value?
        var initializations = 0
    }

    /// A value that `make` will compute on first use.
    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value, computed now if this is the first use.
    var value: Value {
        state.withLock { storage in
            if let value = storage.value {
                return value
            }
            let value = make()
            storage.value = value
            storage.initializations += 1
            return value
        }
    }

    /// Whether the value has been computed yet.
    var isInitialized: Bool {
        state.withLock { $0.value != nil }
    }

    /// How many times the factory has run: 0 before first use, 1 after, never more.
    var initializationCount: Int {
        state.withLock { $0.initializations }
    }
}
