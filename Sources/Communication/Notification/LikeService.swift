import ExampleKit
import Foundation
import Futubra

/// The poster: records likes and announces each through a `NotificationCenter`.
///
/// It knows the centre and nothing else: not who observes, how many, or what they do. Each
/// new like is posted twice, in the two styles Foundation offers: the classic
/// ``Foundation/Notification/Name/postLiked`` with a user-info dictionary, for observers
/// written against names, and the typed ``PostLikedMessage``, for observers that want the
/// compiler's help. The service is `@MainActor` because main-actor messages are posted there.
///
/// ```swift
/// let service = LikeService(feed: try SampleFeed.feed(), center: center)
/// try service.like(PostID(3), by: SampleFeed.anna)
/// ```
@MainActor
final class LikeService {
    private(set) var feed: Feed
    private let center: NotificationCenter
    private let name: String
    private let transcript: Transcript?

    /// A service that posts to `center` (inject a private centre in tests, not `.default`),
    /// tracing its posts as `name` when given a transcript.
    init(feed: Feed, center: NotificationCenter, name: String = "LikeService", transcript: Transcript? = nil) {
        self.feed = feed
        self.center = center
        self.name = name
        self.transcript = transcript
    }

    /// Records a like by `user`; posts only when the like is new.
    func like(_ post: PostID, by user: UserName) throws(FutubraError) {
        guard try feed.update(id: post, { post in post.like(by: user) }) else { return }
        transcript?.trace(from: name, to: "NotificationCenter", "post(.postLiked)")
        center.post(
            name: .postLiked, object: self,
            userInfo: [FeedNotificationKey.postID: post.rawValue, FeedNotificationKey.user: user.rawValue])
        if #available(macOS 26, iOS 26, *) {
            transcript?.trace(from: name, to: "NotificationCenter", "post(PostLikedMessage)")
            center.post(PostLikedMessage(post: post, user: user), subject: self)
        }
    }
}
