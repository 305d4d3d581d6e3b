import Foundation
import Futubra
import MessageTrace

/// The poster: records likes and announces each through a `NotificationCenter`.
///
/// It knows the centre and nothing else: not who observes, how many, or what they do. Each
/// new like is posted in the classic style, ``Foundation/Notification/Name/postLiked`` with a
/// user-info dictionary, for observers written against names; where the OS has typed messages
/// (macOS 26, iOS 26, and the open-source Foundation on Linux), it is also posted as the typed
/// ``PostLikedMessage``, for observers that want the compiler's help. The service is
/// `@MainActor` because main-actor messages are posted there.
///
/// ```swift
/// let service = LikeService(feed: try SampleFeed.feed(), center: center)
/// try service.like(PostID(3), by: SampleFeed.anna)
/// ```
@MainActor
final class LikeService {
    private(set) var feed: Feed
    private let center: NotificationCenter

    /// A service that posts to `center` (inject a private centre in tests, not `.default`).
    init(feed: Feed, center: NotificationCenter) {
        self.feed = feed
        self.center = center
    }

    /// Records a like by `user`, then announces it; posts nothing when the like is not new.
    ///
    /// The like is stored before anything is posted, so every observer hears of a like that
    /// has already happened, and nothing an observer does can undo it.
    func like(_ post: PostID, by user: UserName) throws(FutubraError) {
        guard try feed.update(id: post, { post in post.like(by: user) }) else { return }
        Trace.call(from: "LikeService", to: "NotificationCenter", "post(.postLiked)")
        center.post(
            name: .postLiked, object: self,
            userInfo: [FeedNotificationKey.postID: post.rawValue, FeedNotificationKey.user: user.rawValue])
        if #available(macOS 26, iOS 26, *) {
            Trace.call(from: "LikeService", to: "NotificationCenter", "post(PostLikedMessage)")
            center.post(PostLikedMessage(post: post, user: user), subject: self)
        }
    }
}
