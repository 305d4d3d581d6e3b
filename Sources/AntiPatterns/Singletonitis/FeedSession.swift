import Futubra
import Synchronization

/// A like badge as an ordinary object: made once per session and handed to it.
///
/// ```swift
/// let badge = LikeBadge()
/// var session = FeedSession(owner: SampleFeed.anna, feed: try SampleFeed.feed(), badge: badge)
/// ```
final class LikeBadge: Sendable {
    private let count = Mutex(0)

    init() {}

    /// The badge's number.
    var value: Int { count.withLock { $0 } }

    /// Adds one like to the badge.
    func increment() {
        count.withLock { $0 += 1 }
    }
}

/// The same session as ``SingletonFeedSession``, with its badge injected.
///
/// The app makes one badge and hands it to the session, so the app still has one badge;
/// a preview, a widget or a test makes its own, and no state is left behind.
struct FeedSession: Sendable {
    let owner: UserName
    let badge: LikeBadge
    private(set) var feed: Feed

    init(owner: UserName, feed: Feed, badge: LikeBadge) {
        self.owner = owner
        self.feed = feed
        self.badge = badge
    }

    /// Records a like on post `id`; the badge counts new likes on the owner's posts.
    mutating func receiveLike(on id: PostID, from user: UserName) -> String {
        let owner = owner
        // A like on a post that is not in the feed counts nothing.
        let counts =
            (try? feed.update(id: id) { post in
                let isNew = post.like(by: user)
                return isNew && post.author == owner
            }) ?? false
        if counts { badge.increment() }
        return "badge \(badge.value)"
    }
}
