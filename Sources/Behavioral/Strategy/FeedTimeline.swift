import Futubra
import MessageTrace

/// Shows a feed in the order its current ``FeedOrdering`` says; the ordering can be swapped
/// at any time.
///
/// The client of the pattern: it never compares posts itself and has no `switch` over the
/// orderings, so a new ordering needs no change here.
///
/// ```swift
/// var timeline = FeedTimeline(ordering: .mostLiked)
/// timeline.ordering = try FeedOrdering.named("oldest first")
/// let posts = timeline.arrange(feed)
/// ```
struct FeedTimeline: Sendable {
    /// The ordering in use; set it to change how ``arrange(_:)`` orders the posts.
    var ordering: FeedOrdering

    /// A timeline that orders posts by `ordering`.
    init(ordering: FeedOrdering = .newestFirst) {
        self.ordering = ordering
    }

    /// The posts of `feed` in the current order; the feed itself is not changed.
    ///
    /// Which post goes first is the strategy's answer alone; when it ties two posts (neither
    /// goes first), they keep their order in the feed.
    ///
    /// - Complexity: O(n log n) comparisons; each asks the strategy, both ways round when it
    ///   must tell a tie, which is then settled by the posts' positions in the feed.
    func arrange(_ feed: Feed) -> [Post] {
        Trace.call(from: "FeedTimeline", to: "FeedOrdering(\(ordering.name))", "sort \(feed.count) posts")
        var arranged = feed
        arranged.sort(by: ordering.areInIncreasingOrder)
        return arranged.posts
    }
}
