import Foundation
import Futubra

/// The typed form of ``Foundation/Notification/Name/postLiked``: fields instead of user info.
///
/// A `NotificationCenter.MainActorMessage` is posted and observed on the main actor, and the
/// observer receives this struct, not a `Notification` whose `userInfo` it must cast. The
/// compiler checks the field names and types, and an observer of `.postLiked` can only be
/// registered for this message type and its subject, ``LikeService``.
///
/// ```swift
/// let token = center.addObserver(of: service, for: .postLiked) { message in
///     badge.show(message.post)
/// }
/// ```
@available(macOS 26, iOS 26, *)
struct PostLikedMessage: NotificationCenter.MainActorMessage {
    typealias Subject = LikeService
    /// The post that was liked.
    let post: PostID
    /// Who liked it.
    let user: UserName
}

@available(macOS 26, iOS 26, *)
extension NotificationCenter.MessageIdentifier
where Self == NotificationCenter.BaseMessageIdentifier<PostLikedMessage> {
    /// Observe ``PostLikedMessage`` by a short name: `addObserver(of: service, for: .postLiked)`.
    static var postLiked: Self { .init() }
}
