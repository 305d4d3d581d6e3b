/// A subscription: keep it to go on hearing; cancel it, or let it go, to stop.
final class Subscription {
    private let onCancel: () -> Void

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Ends the subscription. TODO: calling it twice must be harmless.
    func cancel() {}

    // TODO: a subscription that is released ends too.
}

/// Publishes feed events to subscribers it holds weakly, in the order they subscribed.
///
/// ```swift
/// badge.subscription = publisher.subscribe(badge) { badge, event in badge.show(event) }
/// publisher.publish(.postLiked(3))
/// ```
final class FeedPublisher {
    /// Subscribes `subscriber`: `handler` runs with it for each event while it is alive and
    /// the returned subscription is neither cancelled nor released.
    func subscribe<Subscriber: AnyObject>(
        _ subscriber: Subscriber, _ handler: @escaping (Subscriber, FeedEvent) -> Void
    ) -> Subscription {
        // TODO: remember the subscriber, weakly, and how to forget it.
        Subscription {}
    }

    /// Delivers `event` to every live subscription, in subscription order.
    func publish(_ event: FeedEvent) {
        // TODO
    }
}
