import Futubra

extension GRASP {
    /// Low coupling: the like button's handler knows one function to announce with, not the
    /// screen, the badge or the analytics that end up hearing it.
    ///
    /// ```swift
    /// let button = LikeAnnouncer { line in banner.show(line) }
    /// button.announce(like: anna, on: post)
    /// ```
    struct LikeAnnouncer {
        /// The only thing the announcer depends on.
        let announce: (String) -> Void

        func announce(like user: UserName, on post: Post) {
            announce("\(user) liked #\(post.id.rawValue) by \(post.author)")
        }
    }
}
