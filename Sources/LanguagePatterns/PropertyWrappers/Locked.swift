import Synchronization

/// A value behind a lock, as the "atomic" property wrapper people write: each read and each
/// write of `wrappedValue` takes the lock; `$likes.mutate { … }` does a whole update in one
/// critical section.
///
/// Intent: show what a wrapper can and cannot make thread-safe. `tally.likes += 1` is a read
/// and then a write, two critical sections with the lock free between them; a second task that
/// increments in that gap is overwritten. `mutate` holds the lock for the read and the write.
///
/// A `final class`, so every copy of the struct that declares the property shares one lock and
/// one value, and `Sendable` because both are behind a `Mutex`. `onRelease` is a seam for
/// tests: it runs each time the lock is released, which is when another thread may take it.
///
/// ```swift
/// struct LikeTally: Sendable { @Locked var likes = 0 }
/// tally.$likes.mutate { $0 += 1 }      // one critical section
/// ```
@propertyWrapper
final class Locked<Value: Sendable>: Sendable {
    private let value: Mutex<Value>
    private let released = Mutex<(@Sendable () -> Void)?>(nil)

    init(wrappedValue: Value) {
        value = Mutex(wrappedValue)
    }

    var wrappedValue: Value {
        get { locked { $0 } }
        set { locked { $0 = newValue } }
    }

    var projectedValue: Locked<Value> { self }

    /// Reads and writes the value in one critical section.
    func mutate(_ update: @Sendable (inout Value) -> Void) {
        locked { update(&$0) }
    }

    /// Runs `action` each time the lock is released: where another thread could come in.
    func onRelease(_ action: @escaping @Sendable () -> Void) {
        released.withLock { $0 = action }
    }

    private func locked<Result: Sendable>(_ body: (inout sending Value) -> Result) -> Result {
        let result = value.withLock { body(&$0) }
        released.withLock { $0 }?()
        return result
    }
}

/// The likes of a post, counted by many tasks through a ``Locked`` property.
struct LikeTally: Sendable {
    @Locked var likes = 0
}
