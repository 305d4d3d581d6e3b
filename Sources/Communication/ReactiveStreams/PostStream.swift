import Futubra
import MessageTrace

/// The feed's posts as a cold publisher that produces only what is asked for: back-pressure
/// at the source, like Combine's `Publishers.Sequence`.
///
/// Each subscriber gets its own cursor over the posts, from the top. Nothing is sent until
/// the subscriber asks; then as many posts as it asked for, and `.finished` after the last.
///
/// ```swift
/// PostStream(feed: feed).subscribe(pager)   // pager asks for 2: posts #4 and #3 arrive
/// pager.nextPage()                          // asks for 2 more: #2 and #1, then .finished
/// ```
struct PostStream: StreamPublisher {
    let feed: Feed

    func subscribe(_ subscriber: any StreamSubscriber<Post>) {
        subscriber.receive(subscription: PostCursor(posts: feed.posts, subscriber: subscriber))
    }
}

/// One subscriber's position in the posts; sends while the demand lasts.
final class PostCursor: StreamSubscription {
    private var remaining: ArraySlice<Post>
    private var subscriber: (any StreamSubscriber<Post>)?
    private var demand = Demand.none
    private var isSending = false

    init(posts: [Post], subscriber: any StreamSubscriber<Post>) {
        remaining = posts[...]
        self.subscriber = subscriber
    }

    func request(_ more: Demand) {
        guard subscriber != nil else { return }
        Trace.call(from: "FeedPager", to: "PostStream", "request(\(more))")
        demand += more
        // A subscriber that asks for more from inside receive(_:) gets it from this loop,
        // not from a nested one.
        guard !isSending else { return }
        isSending = true
        defer { isSending = false }
        while demand.allowsOne, let subscriber, let post = remaining.popFirst() {
            demand.useOne()
            Trace.call(from: "PostStream", to: "FeedPager", "receive(post \(post.id))")
            demand += subscriber.receive(post)
        }
        if remaining.isEmpty, let subscriber {
            self.subscriber = nil
            subscriber.receive(completion: .finished)
        }
    }

    func cancel() {
        subscriber = nil
    }
}

/// Shows the feed one page at a time: asks for a page of posts, and for the next page only
/// when the user scrolls to the end.
///
/// A subscriber that controls its demand, where ``Sink`` asks for everything: the source
/// never produces more posts than the screen has room for.
final class FeedPager: StreamSubscriber {
    /// Posts per page.
    let pageSize: Int
    /// The posts shown so far, in order.
    private(set) var shown: [PostID] = []
    /// Whether the stream said there is nothing more.
    private(set) var isFinished = false
    private var subscription: (any StreamSubscription)?

    /// A pager that shows `pageSize` posts at a time.
    init(pageSize: Int) {
        self.pageSize = pageSize
    }

    func receive(subscription: any StreamSubscription) {
        self.subscription = subscription
        subscription.request(.max(pageSize))
    }

    func receive(_ post: Post) -> Demand {
        shown.append(post.id)
        return .none
    }

    func receive(completion: StreamCompletion) {
        isFinished = true
        subscription = nil
    }

    /// The user scrolled to the end: ask for one more page.
    func nextPage() {
        subscription?.request(.max(pageSize))
    }
}
