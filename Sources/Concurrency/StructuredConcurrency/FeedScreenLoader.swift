import Foundation
import Futubra
import MessageTrace

/// What Futubra's feed screen shows once it has loaded: the feed, the pinned post and the
/// unread badge.
struct FeedScreen: Equatable, Sendable {
    /// The feed's posts, newest first.
    var posts: [PostID]
    /// The post pinned on top.
    var pinned: PostID
    /// The number on the notifications badge.
    var unread: Int

    /// The screen made of the three answers; throws if the feed's JSON does not decode.
    init(feed: Data, pinned: Post, unread: Int) throws {
        posts = try FutubraJSON.decode([Post].self, from: feed).map(\.id)
        self.pinned = pinned.id
        self.unread = unread
    }
}

/// Loads the feed screen's three independent parts at once, with `async let`.
///
/// Each `async let` starts a child task at once; the function suspends only where it
/// `await`s a value, so the three requests are in flight together and the screen takes as
/// long as the slowest of them, not their sum. The children belong to this call: a child
/// whose error is awaited ends the call, and leaving the scope cancels the children still
/// running and waits for them; cancelling the caller's task cancels all three.
///
/// ```swift
/// let screen = try await FeedScreenLoader(backend: backend, user: anna, pinned: PostID(1)).load()
/// ```
struct FeedScreenLoader: Sendable {
    let backend: FeedBackend
    let user: UserName
    let pinned: PostID

    /// The feed, the pinned post and the unread count, requested at once.
    func load() async throws -> FeedScreen {
        Trace.call(from: "FeedScreen", to: "FeedBackend", "the feed, the pinned post and the badge, at once")
        async let feed = backend.search("")
        async let post = backend.post(pinned)
        async let unread = backend.unread(for: user)
        return try FeedScreen(feed: await feed, pinned: await post, unread: await unread)
    }
}
