import Futubra
import MessageTrace

/// The feed's actions, written once for every viewer and every analytics setting.
///
/// It holds a ``FeedViewer`` and a ``FeedAnalytics`` and calls them: no `if let`, no `nil`,
/// no question about which kind it has. A guest and analytics that is off are objects too.
///
/// ```swift
/// var actions = FeedActions(feed: try SampleFeed.feed(), viewer: GuestViewer(), analytics: DisabledAnalytics())
/// actions.greeting          // "Hello, guest"
/// actions.like(PostID(3))   // .signInToLike
/// ```
struct FeedActions {
    private(set) var feed: Feed
    let viewer: any FeedViewer
    let analytics: any FeedAnalytics

    /// The line at the top of the feed.
    var greeting: String { "Hello, \(viewer.displayName)" }

    /// The viewer likes the post with `id`; `nil` when there is no such post.
    mutating func like(_ id: PostID) -> ViewerAnswer? {
        Trace.call(from: "FeedActions", to: "FeedViewer", "like(\(id))")
        let viewer = self.viewer
        let answer = try? feed.update(id: id) { viewer.like(&$0) }
        Trace.call(from: "FeedActions", to: "FeedAnalytics", "record(like(\(id)))")
        analytics.record(AnalyticsEvent(name: "like", post: id.rawValue))
        return answer
    }

    /// The viewer comments `text` on the post with `id`; `nil` when there is no such post.
    mutating func comment(_ text: String, on id: PostID) -> ViewerAnswer? {
        Trace.call(from: "FeedActions", to: "FeedViewer", "comment(on: \(id))")
        let viewer = self.viewer
        let answer = try? feed.update(id: id) { viewer.comment(text, on: &$0) }
        Trace.call(from: "FeedActions", to: "FeedAnalytics", "record(comment(\(id)))")
        analytics.record(AnalyticsEvent(name: "comment", post: id.rawValue))
        return answer
    }
}
