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

    /// The feed screen's banner: one of the app's objects a like could reach.
    final class FeedBanner {
        private(set) var shown: [String] = []

        func show(_ line: String) { shown.append(line) }
    }

    /// The app's analytics: another.
    final class LikeAnalytics {
        private(set) var events: [String] = []

        func track(_ event: String) { events.append(event) }
    }

    /// High coupling: the same announcement, made by a handler that holds the banner and the
    /// analytics itself. It cannot run without both, and a change to either reaches it.
    ///
    /// ```swift
    /// BannerBoundAnnouncer(banner: banner, analytics: analytics).announce(like: anna, on: post)
    /// ```
    struct BannerBoundAnnouncer {
        let banner: FeedBanner
        let analytics: LikeAnalytics

        func announce(like user: UserName, on post: Post) {
            banner.show("\(user) liked #\(post.id.rawValue) by \(post.author)")
            analytics.track("like #\(post.id.rawValue)")
        }
    }
}
