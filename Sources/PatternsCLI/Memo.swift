import Synchronization

/// A value worked out the first time it is asked for, then kept: what the tool learns from
/// the embedded files (which files a pattern uses, the names its family's code declares) is
/// worked out only by the commands that need it, and once per process.
final class Memo<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value
    private let stored = Mutex<Value?>(nil)

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value; the first call works it out (other callers wait for it).
    var value: Value {
        stored.withLock { stored in
            if let value = stored { return value }
            let value = make()
            stored = value
            return value
        }
    }
}
