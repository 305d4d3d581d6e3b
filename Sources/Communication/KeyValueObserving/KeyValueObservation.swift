/// A live key-value observation: invalidate it, or release it, and its handler runs no more.
///
/// The counterpart of Foundation's `NSKeyValueObservation`. `invalidate()` is idempotent, so
/// removing twice is harmless (Cocoa's `removeObserver(_:forKeyPath:)` raised an exception for
/// an observer that was not registered), and it is safe after the observed object is gone.
final class KeyValueObservation {
    private var onInvalidate: (() -> Void)?

    init(onInvalidate: @escaping () -> Void) {
        self.onInvalidate = onInvalidate
    }

    /// Whether the token is still live: not invalidated, not released. (Once the observed
    /// object is gone, the handler cannot run even while the token is valid.)
    var isValid: Bool { onInvalidate != nil }

    /// Ends the observation; later calls do nothing.
    func invalidate() {
        let action = onInvalidate
        onInvalidate = nil
        action?()
    }

    deinit {
        invalidate()
    }
}
