/// A handle that cancels a subscription when told to, or when it is released: Combine's `AnyCancellable`.
///
/// Whoever keeps the token keeps the subscription: store it in a property, or in a set with
/// ``store(in:)``, and the subscription lasts as long as its owner; drop it and the
/// subscription ends. Cancelling twice is harmless.
///
/// ```swift
/// let token = subject.sink { value in show(value) }
/// token.cancel()            // or let the token go
/// ```
final class CancelToken: Hashable {
    private var onCancel: (() -> Void)?

    /// A token that runs `onCancel` once, on the first `cancel()` or at `deinit`.
    init(_ onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Whether the token has not been cancelled yet.
    var isActive: Bool { onCancel != nil }

    /// Cancels the subscription; later calls do nothing.
    func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    /// Keeps the token in `tokens`, so it lives as long as that collection's owner.
    func store(in tokens: inout Set<CancelToken>) {
        tokens.insert(self)
    }

    static func == (lhs: CancelToken, rhs: CancelToken) -> Bool { lhs === rhs }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    deinit {
        cancel()
    }
}
