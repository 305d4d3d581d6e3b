import Futubra

/// The same actions without null objects: the viewer and the analytics are optionals.
///
/// A missing value means a guest, or analytics that is off, and every member decides again
/// what that means: seven places in three members. The compiler makes each one handle the
/// missing value; it cannot make them handle it alike, and the greeting's default greets a
/// guest with a blank.
struct OptionalFeedActions {
    private(set) var feed: Feed
    let viewer: UserName?
    let analytics: (any FeedAnalytics)?

    /// The line at the top of the feed.
    var greeting: String { "Hello, \(viewer?.rawValue ?? "")" }

    /// The viewer likes the post with `id`; `nil` when there is no such post.
    mutating func like(_ id: PostID) -> ViewerAnswer? {
        guard let viewer else {
            analytics?.record(AnalyticsEvent(name: "like", post: id.rawValue))
            return feed.post(id: id) == nil ? nil : .signInToLike
        }
        let answer = try? feed.update(id: id) { $0.like(by: viewer) ? ViewerAnswer.liked : .alreadyLiked }
        analytics?.record(AnalyticsEvent(name: "like", post: id.rawValue))
        return answer
    }

    /// The viewer comments `text` on the post with `id`; `nil` when there is no such post.
    mutating func comment(_ text: String, on id: PostID) -> ViewerAnswer? {
        guard let viewer else {
            analytics?.record(AnalyticsEvent(name: "comment", post: id.rawValue))
            return feed.post(id: id) == nil ? nil : .signInToComment
        }
        let answer = try? feed.update(id: id) { post -> ViewerAnswer in
            guard let content = try? Content.text(text) else { return .emptyComment }
            post.addComment(by: viewer, content: content)
            return .commented
        }
        analytics?.record(AnalyticsEvent(name: "comment", post: id.rawValue))
        return answer
    }
}
