import Foundation

extension Notification.Name {
    /// Posted by ``LikeService`` after a new like; `object` is the service.
    ///
    /// User info: ``FeedNotificationKey/postID`` (`Int`) and ``FeedNotificationKey/user``
    /// (`String`). Defined once, here, so posters and observers cannot drift apart.
    static let postLiked = Notification.Name("Futubra.postLiked")
}

/// The user-info keys of Futubra's notifications, in one place.
enum FeedNotificationKey {
    /// The liked post's id, as an `Int`.
    static let postID = "postID"
    /// The user who liked it, as a `String`.
    static let user = "user"
}
