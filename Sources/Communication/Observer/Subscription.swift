/// A live subscription: cancel it, or let it go, and its subscriber hears nothing more.
///
/// The token is what ties a subscriber's lifetime to its subscription. A subscriber keeps
/// its token in a property; when the subscriber is released, so is the token, and `deinit`
/// ends the subscription. Cancelling more than once is harmless.
///
/// ```swift
/// badge.subscription = publisher.subscribe(badge) { badge, event in badge.hear(event) }
/// badge.subscription?.cancel()      // or: badge.subscription = nil
/// ```
final class Subscription {
    private var onCancel: (() -> Void)?

    /// A token that runs `onCancel` once, on the first `cancel()` or at `deinit`.
    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Whether the token is still live: neither cancelled nor released. (If the subscriber
    /// itself is gone, nothing is delivered even while the token lives.)
    var isActive: Bool { onCancel != nil }

    /// Ends the subscription; later calls do nothing.
    func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    deinit {
        cancel()
    }
}
