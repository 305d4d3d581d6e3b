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
    /// One subscription as the publisher sees it. A class, so that cancelling it during a
    /// delivery is seen at once by the loop that delivers.
    private final class Entry {
        /// Delivers an event; `false` when the subscriber is gone.
        let deliver: (FeedEvent) -> Bool
        var isActive = true

        init(deliver: @escaping (FeedEvent) -> Bool) {
            self.deliver = deliver
        }
    }

    private var entries: [Entry] = []
    /// Events published while another was being delivered, waiting for their turn.
    private var pending: [FeedEvent] = []
    private var isDelivering = false

    /// Subscribes `subscriber`: `handler` runs with it for each event while it is alive and
    /// the returned subscription is neither cancelled nor released.
    func subscribe<Subscriber: AnyObject>(
        _ subscriber: Subscriber, _ handler: @escaping (Subscriber, FeedEvent) -> Void
    ) -> Subscription {
        let entry = Entry { [weak subscriber] event in
            guard let subscriber else { return false }
            handler(subscriber, event)
            return true
        }
        entries.append(entry)
        return Subscription { [weak self, weak entry] in
            guard let entry else { return }
            entry.isActive = false
            self?.entries.removeAll { $0 === entry }
        }
    }

    /// Delivers `event` to every live subscription, in subscription order.
    ///
    /// Each event goes to the subscriptions there were when its delivery began (the loop walks
    /// a copy of the array, so one added now waits for the next event), skipping any cancelled
    /// since (the flag is checked at each one's turn). An event published by a subscriber
    /// during a delivery waits in `pending` until everyone has heard the current one.
    func publish(_ event: FeedEvent) {
        pending.append(event)
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while !pending.isEmpty {
            let next = pending.removeFirst()
            for entry in entries where entry.isActive {
                if !entry.deliver(next) {
                    entry.isActive = false
                    entries.removeAll { $0 === entry }
                }
            }
        }
    }
}
