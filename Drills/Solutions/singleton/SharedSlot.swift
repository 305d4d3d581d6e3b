import Synchronization

/// Holds the one shared instance of a type that cannot be a `static let` (it is made from
/// configuration read at launch), created on first use.
///
/// ```swift
/// let session = SharedSlot { AppSession(config: launchConfig) }
/// session.value   // every caller, from any task, gets the same AppSession
/// ```
final class SharedSlot<Value: AnyObject & Sendable>: Sendable {
    private let stored = Mutex<Value?>(nil)
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The shared instance, made on first use. The check and the creation are one critical
    /// section: a second caller waits on the lock and then finds the first one's object.
    var value: Value {
        stored.withLock { stored in
            if let existing = stored {
                return existing
            }
            let created = make()
            stored = created
            return created
        }
    }
}
