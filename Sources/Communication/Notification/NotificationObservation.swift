import Foundation

/// Owns one block-based observer of a `NotificationCenter` and removes it when released.
///
/// `addObserver(forName:object:queue:using:)` returns an opaque token, and the centre keeps
/// the block until `removeObserver(_:)` is called with it, even after the object that
/// registered it is gone. Holding the token in this class ties the registration to its
/// owner's lifetime: `cancel()` removes it (twice is harmless), and so does `deinit`.
///
/// ```swift
/// badge.observation = NotificationObservation(center: center, name: .postLiked) { note in
///     badge.count(note)
/// }
/// ```
final class NotificationObservation {
    private let center: NotificationCenter
    private var token: (any NSObjectProtocol)?

    /// Registers `block` for `name` (from `object`, or from anyone when `nil`).
    ///
    /// `queue: nil` runs the block synchronously on the posting thread, before `post`
    /// returns. Keep a queue given here alive: the open-source Foundation holds it weakly, so
    /// an `OperationQueue()` written inline is released at once and never runs the block.
    init(
        center: NotificationCenter,
        name: Notification.Name,
        object: AnyObject? = nil,
        queue: OperationQueue? = nil,
        using block: @escaping @Sendable (Notification) -> Void
    ) {
        self.center = center
        self.token = center.addObserver(forName: name, object: object, queue: queue, using: block)
    }

    /// Whether the observer is still registered.
    var isActive: Bool { token != nil }

    /// Removes the observer from the centre; later calls do nothing.
    func cancel() {
        guard let token else { return }
        self.token = nil
        center.removeObserver(token)
    }

    deinit {
        cancel()
    }
}
