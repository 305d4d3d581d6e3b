/// A subscription: keep it to go on hearing; cancel it, or let it go, to stop.
final class Subscription {
    private var onCancel: (() -> Void)?

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Ends the subscription; calling it again does nothing.
    func cancel() {
        let cancel = onCancel
        onCancel = nil
        cancel?()
    }

    deinit {
        onCancel?()
    }
}

/// Publishes feed events to subscribers it holds weakly, in the order they subscribed.
///
/// ```swift
/// badge.subscription = publisher.subscribe(badge) { badge, event in badge.show(event) }
/// publisher.publish(.postLiked(3))
/// ```
final class FeedPublisher {
    private struct Entry {
        let id: Int
        /// Delivers an event; `false` when the subscriber is gone.
        let deliver: (FeedEvent) -> Bool
    }

    private var entries: [Entry] = []
    private var nextID = 0

    /// Subscribes `subscriber`: `handler` runs with it for each event while it is alive and
    /// the returned subscription is neither cancelled nor released.
    func subscribe<Subscriber: AnyObject>(
        _ subscriber: Subscriber, _ handler: @escaping (Subscriber, FeedEvent) -> Void
    ) -> Subscription {
        let id = nextID
        nextID += 1
        entries.append(
            Entry(id: id) { [weak subscriber] event in
                guard let subscriber else { return false }
                handler(subscriber, event)
                return true
            })
        return Subscription { [weak self] in self?.remove(id) }
    }

    /// Delivers `event` to every live subscription, in subscription order. A subscription
    /// cancelled during the delivery is skipped: each entry is checked just before its turn.
    func publish(_ event: FeedEvent) {
        for id in entries.map(\.id) {
            guard let entry = entries.first(where: { $0.id == id }) else { continue }
            if !entry.deliver(event) {
                remove(id)
            }
        }
    }

    private func remove(_ id: Int) {
        entries.removeAll { $0.id == id }
    }
}
