import Futubra

/// The subject: holds the feed and tells every subscriber what changed in it.
///
/// One-to-many and blind to its audience: the publisher knows no subscriber's type, only
/// that it can be handed a ``FeedEvent``. It keeps each subscriber *weakly* and passes it
/// back to the handler, so a handler never needs to capture its subscriber and no
/// retain cycle can keep a subscriber alive. Events go to the subscribers that are
/// current when each one is delivered, in the order they subscribed.
///
/// The publisher is not `Sendable`: like a view model, it lives in one isolation domain,
/// and the compiler refuses to let it cross into another.
///
/// ```swift
/// let publisher = try FeedPublisher(feed: SampleFeed.feed())
/// badge.subscription = publisher.subscribe(badge) { badge, event in badge.hear(event) }
/// try publisher.like(PostID(3), by: SampleFeed.anna)   // badge hears .postLiked(#3, by: anna)
/// ```
///
/// - Complexity: publishing is O(n) in the number of subscribers.
final class FeedPublisher {
    /// The feed as it is now.
    private(set) var feed: Feed

    private var entries: [Entry] = []
    private var liveIDs: Set<Int> = []
    private var nextEntryID = 0
    /// Events published while another is being delivered, waiting their turn.
    private var queued: [FeedEvent] = []
    private var isDelivering = false

    /// One subscriber: its id, and how to deliver to it (`false` once the subscriber is gone).
    private struct Entry {
        let id: Int
        let deliver: (FeedEvent) -> Bool
    }

    /// A publisher of changes to `feed`.
    init(feed: Feed) {
        self.feed = feed
    }

    /// How many subscriptions the publisher holds. A subscriber released without cancelling
    /// still counts until the next event finds it gone and drops it.
    var subscriberCount: Int { entries.count }

    /// Subscribes `subscriber`, held weakly, to every event from now on.
    ///
    /// `handler` receives the subscriber back, so it can use it without capturing it. The
    /// subscription lasts while the returned token lives and is not cancelled, and while
    /// the subscriber itself lives.
    func subscribe<Subscriber: AnyObject>(
        _ subscriber: Subscriber,
        _ handler: @escaping (Subscriber, FeedEvent) -> Void
    ) -> Subscription {
        let id = nextEntryID
        nextEntryID += 1
        liveIDs.insert(id)
        entries.append(
            Entry(id: id) { [weak subscriber] event in
                guard let subscriber else { return false }
                handler(subscriber, event)
                return true
            })
        return Subscription { [weak self] in self?.remove(id) }
    }

    /// Delivers `event` to every current subscriber, in subscription order.
    ///
    /// A subscriber that cancels another during delivery stops that one from hearing this
    /// event; a subscriber added during delivery hears the next event, not this one. An event
    /// published by a handler during delivery is queued and delivered once every subscriber
    /// has heard the current one, so all subscribers hear all events in the same order.
    func publish(_ event: FeedEvent) {
        queued.append(event)
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while !queued.isEmpty {
            deliver(queued.removeFirst())
        }
    }

    /// Hands `event` to each subscriber that is live when its turn comes.
    private func deliver(_ event: FeedEvent) {
        let snapshot = entries
        for entry in snapshot where liveIDs.contains(entry.id) {
            if !entry.deliver(event) {
                remove(entry.id)
            }
        }
    }

    /// Puts `post` on top of the feed and publishes ``FeedEvent/postPublished(_:by:)``.
    func add(_ post: Post) throws(FutubraError) {
        try feed.add(post)
        publish(.postPublished(post.id, by: post.author))
    }

    /// Records a like by `user`; publishes only when the like is new.
    func like(_ post: PostID, by user: UserName) throws(FutubraError) {
        if try feed.update(id: post, { post in post.like(by: user) }) {
            publish(.postLiked(post, by: user))
        }
    }

    /// Withdraws the like of `user`; publishes only when there was one.
    func unlike(_ post: PostID, by user: UserName) throws(FutubraError) {
        if try feed.update(id: post, { post in post.unlike(by: user) }) {
            publish(.postUnliked(post, by: user))
        }
    }

    /// Adds a comment by `author` and publishes ``FeedEvent/commentAdded(_:by:)``.
    func comment(on post: PostID, by author: UserName, _ content: Content) throws(FutubraError) {
        try feed.update(id: post) { post in post.addComment(by: author, content: content) }
        publish(.commentAdded(post, by: author))
    }

    /// Drops the entry with `id`.
    ///
    /// The entry is taken out first and destroyed only after `entries` is no longer being
    /// changed: destroying its handler may release the last reference to another
    /// subscriber, whose token then calls `remove` again (a re-entrant removal).
    private func remove(_ id: Int) {
        guard liveIDs.remove(id) != nil, let index = entries.firstIndex(where: { $0.id == id }) else { return }
        let removed = entries.remove(at: index)
        withExtendedLifetime(removed) {}
    }
}
