import Futubra

/// What the timeline shows, as a value that can cross to another task or actor.
///
/// Intent: `Sendable` is the compiler's word for "safe to share across concurrency domains".
/// A struct whose stored properties are all `Sendable` is one (inferred for an internal
/// type, declared here so the promise is part of its API). Handing it to another actor hands
/// over a copy: the sender may go on changing its own, and the receiver never sees those
/// changes, so there is nothing to race on. Making it a class marked `@unchecked Sendable` to
/// "save a copy" would compile just as well, and share one object that both sides change.
///
/// ```swift
/// var snapshot = FeedSnapshot(user: SampleFeed.anna, lines: ["#4 anna: Shipped!"])
/// let rendering = Task { [snapshot] in try await renderer.rows(for: snapshot) }   // a copy crosses
/// snapshot.lines.append("#5 anna: a local draft")   // changes this copy only
/// ```
struct FeedSnapshot: Sendable {
    /// Whose timeline it is.
    var user: UserName
    /// One line per post, newest first.
    var lines: [String]

    /// The snapshot of `feed` as `user` sees it.
    static func timeline(of feed: Feed, for user: UserName) -> FeedSnapshot {
        FeedSnapshot(
            user: user,
            lines: feed.posts.map { "\($0.id) \($0.author.rawValue): \($0.content.words ?? $0.content.kind.rawValue)" })
    }
}
