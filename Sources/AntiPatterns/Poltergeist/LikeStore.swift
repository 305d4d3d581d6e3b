import Futubra
import MessageTrace

/// What a like button needs from the place likes are kept: one call.
///
/// The buttons depend on this role rather than on ``LikeStore``, so a test can hand them a
/// double that records every call it gets; the seam is a protocol the real store conforms
/// to, not an extra object per call.
protocol LikeKeeping: AnyObject {
    /// Records a like by `user`; `false` when it was already there or the post is missing.
    @discardableResult
    func like(_ id: PostID, by user: UserName) -> Bool
}

/// Where likes are kept: the feed, changed one like at a time.
///
/// ```swift
/// let store = LikeStore(feed: try SampleFeed.feed())
/// store.like(PostID(3), by: SampleFeed.anna)   // true
/// ```
final class LikeStore: LikeKeeping {
    private(set) var feed: Feed

    init(feed: Feed) {
        self.feed = feed
    }

    @discardableResult
    func like(_ id: PostID, by user: UserName) -> Bool {
        // A like on a post that is not in the feed changes nothing.
        (try? feed.update(id: id) { $0.like(by: user) }) ?? false
    }
}

/// The poltergeist: an object made for each tap whose only job is to carry the like from
/// the button to the store, and that is gone right after.
///
/// It holds nothing the button does not have, decides nothing and hides nothing; it adds a
/// type to read, an object per tap and a hop per like.
final class LikeRequestCourier {
    private let post: PostID
    private let user: UserName
    private let store: any LikeKeeping

    init(post: PostID, user: UserName, store: any LikeKeeping) {
        self.post = post
        self.user = user
        self.store = store
    }

    /// Hands the like to the store.
    func deliver() {
        Trace.call(from: "LikeRequestCourier", to: "LikeStore", "like(\(post), by: \(user))")
        store.like(post, by: user)
    }
}

/// The like button that summons a ``LikeRequestCourier`` for every tap.
struct CourierLikeButton {
    let store: any LikeKeeping

    /// A tap on post `id` by `user`.
    func tap(_ id: PostID, by user: UserName) {
        Trace.call(from: "CourierLikeButton", to: "LikeRequestCourier", "deliver()")
        LikeRequestCourier(post: id, user: user, store: store).deliver()
    }
}

/// The poltergeist removed: the button calls the store itself.
struct LikeButton {
    let store: any LikeKeeping

    /// A tap on post `id` by `user`.
    func tap(_ id: PostID, by user: UserName) {
        Trace.call(from: "LikeButton", to: "LikeStore", "like(\(id), by: \(user))")
        store.like(id, by: user)
    }
}
