import Futubra

extension GRASP {
    /// Indirection: a relay stands between the like button and whoever listens (a badge,
    /// analytics), so neither side knows the other and listeners come and go.
    ///
    /// ```swift
    /// let relay = LikeRelay()
    /// relay.listen { badge.bump() }
    /// relay.liked(PostID(4))
    /// ```
    final class LikeRelay {
        private var listeners: [(PostID) -> Void] = []

        func listen(_ listener: @escaping (PostID) -> Void) { listeners.append(listener) }

        /// Called by the button; passes the like to every listener.
        func liked(_ post: PostID) {
            for listener in listeners { listener(post) }
        }
    }

    /// The like badge on the tab bar: one listener.
    final class LikeBadge {
        private(set) var count = 0

        func bump() { count += 1 }
    }

    /// No indirection: the button calls the badge and the analytics it was built with. A new
    /// listener is an edit of the button, and the button cannot be used without both.
    ///
    /// ```swift
    /// DirectLikeButton(badge: badge, analytics: analytics).tapped(PostID(4))
    /// ```
    struct DirectLikeButton {
        let badge: LikeBadge
        let analytics: LikeAnalytics

        func tapped(_ post: PostID) {
            badge.bump()
            analytics.track("like #\(post.rawValue)")
        }
    }
}
