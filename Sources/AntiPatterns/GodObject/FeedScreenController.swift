import Futubra

/// The god object taken apart: the same feed screen as ``MassiveFeedViewController``, whose
/// controller only routes each action to the part whose job it is.
///
/// ``FeedStore`` owns the feed and its rules (with ``CommentRule``), ``PostRow`` formats a
/// row, ``FeedRouter`` keeps the navigation stack. Each part holds only its own state, so each
/// rule is tested alone and a change to one feature edits one part.
///
/// ```swift
/// let screen = FeedScreenController(feed: try SampleFeed.feed())
/// screen.handle(.comment(PostID(1), SampleFeed.bob, "Nice"))
/// ```
final class FeedScreenController {
    private var store: FeedStore
    private var router = FeedRouter()
    private var banner: String?

    /// A screen showing `feed`, checking comments with `rule`.
    init(feed: Feed, rule: CommentRule = CommentRule()) {
        store = FeedStore(feed: feed, rule: rule)
    }

    /// Hands `action` to the part whose job it is.
    func handle(_ action: FeedScreenAction) {
        switch action {
        case .like(let id, let user): banner = store.like(id, by: user)
        case .unlike(let id, let user): banner = store.unlike(id, by: user)
        case .comment(let id, let user, let text): banner = store.comment(on: id, by: user, text)
        case .open(let id): banner = router.open(id, in: store.feed)
        case .back: banner = router.back()
        }
    }

    /// What the screen shows: one row per post, the route, and the banner if there is one.
    var screen: [String] {
        store.feed.posts.map { PostRow.text(for: $0) } + ["route: \(router.trail)"]
            + (banner.map { ["banner: \($0)"] } ?? [])
    }
}
