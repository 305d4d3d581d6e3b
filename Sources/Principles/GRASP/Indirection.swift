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
}
