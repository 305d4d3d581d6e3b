/// One subscriber's subscription to a ``PostPublisher``: the subscriber asks for posts a few
/// at a time (`request`), and the publisher sends no more than it asked for; the posts it has
/// not asked for yet wait here, in order. `cancel()` ends it.
final class PostSubscription {
    private var onPost: ((String) -> Void)?
    private var onEnd: (() -> Void)?
    /// How many more posts the subscriber asked for.
    private var demand = 0
    /// Posts sent that the subscriber has not asked for yet, oldest first.
    private var waiting: [String] = []
    /// Whether the publisher has ended the stream.
    private var ending = false

    init(onPost: @escaping (String) -> Void, onEnd: @escaping () -> Void) {
        self.onPost = onPost
        self.onEnd = onEnd
    }

    /// Asks for `count` more posts.
    func request(_ count: Int) {
        demand += count
        deliver()
    }

    /// Ends the subscription: nothing more is delivered, not even the end.
    func cancel() {
        // Without its handlers, nothing can reach the subscriber: no post, no end.
        onPost = nil
        onEnd = nil
        waiting.removeAll()
    }

    /// Called by the publisher with each new post.
    func receive(_ post: String) {
        waiting.append(post)
        deliver()
    }

    /// Called by the publisher when the stream ends.
    func end() {
        ending = true
        deliver()
    }

    /// Delivers what was asked for, then the end once nothing is left to deliver.
    private func deliver() {
        while demand > 0, !waiting.isEmpty, let onPost {
            // Counted down before the call: a subscriber that asks for more from inside its
            // handler gets them in order, each once.
            demand -= 1
            onPost(waiting.removeFirst())
        }
        if ending, waiting.isEmpty, let onEnd {
            self.onEnd = nil
            onEnd()
        }
    }
}

/// Publishes posts as they arrive to each of its subscribers, with back-pressure.
final class PostPublisher {
    private var subscriptions: [PostSubscription] = []

    /// Subscribes a subscriber; it hears nothing until it asks with `request`.
    func subscribe(onPost: @escaping (String) -> Void, onEnd: @escaping () -> Void) -> PostSubscription {
        let subscription = PostSubscription(onPost: onPost, onEnd: onEnd)
        subscriptions.append(subscription)
        return subscription
    }

    /// A new post: each subscription delivers it, or keeps it until it is asked for.
    func send(_ post: String) {
        for subscription in subscriptions { subscription.receive(post) }
    }

    /// The stream ends: each subscription hears it after the posts it still keeps.
    func finish() {
        for subscription in subscriptions { subscription.end() }
    }
}
