import Futubra

/// The app target's composition root: the one place that names every feature and hands
/// each one the others' implementations of their interfaces.
enum FutubraAppComposition {
    /// The feed screen for `feed`, wired to open profiles with the profile feature.
    static func feedScreen(for feed: Feed) -> AuthorFeed {
        AuthorFeed(posts: feed.posts, profiles: ProfileScreen(feed: feed))
    }
}
