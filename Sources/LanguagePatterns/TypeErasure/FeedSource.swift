import Futubra

/// A query the feed screen shows as a tab: the items of the feed it lists, and its title.
///
/// Intent: the screen's tabs come from sources of different types (the whole timeline, one
/// author's posts, what a user liked, a post's comments), each a small `Hashable` value. The
/// protocol has an associated type, `Item`, declared as its primary associated type, so a
/// caller can say which items it wants: `some FeedSource<Post>`, `any FeedSource<Post>`,
/// `AnyFeedSource<Comment>`.
///
/// ```swift
/// let tab: some FeedSource<Post> = AuthorSource(author: bob)
/// tab.items(in: feed)        // [Post], bob's posts, newest first
/// ```
protocol FeedSource<Item>: Hashable, Sendable {
    /// What the source lists: posts, or comments.
    associatedtype Item: Hashable & Sendable
    /// The tab's title.
    var title: String { get }
    /// The items of `feed` this source lists, in the order the tab shows them.
    func items(in feed: Feed) -> [Item]
}

/// Every post of the feed, newest first.
struct TimelineSource: FeedSource {
    var title: String { "Timeline" }
    func items(in feed: Feed) -> [Post] { feed.posts }
}

/// The posts one user wrote.
struct AuthorSource: FeedSource {
    let author: UserName
    var title: String { "@\(author.rawValue)" }
    func items(in feed: Feed) -> [Post] { feed.posts.filter { $0.author == author } }
}

/// The posts one user liked.
///
/// It has the same stored property as ``AuthorSource`` (one user name), so the two hash alike
/// for the same user: only their types tell them apart.
struct LikedSource: FeedSource {
    let user: UserName
    var title: String { "Liked by \(user.rawValue)" }
    func items(in feed: Feed) -> [Post] { feed.posts.filter { $0.isLiked(by: user) } }
}

/// The comments of one post, oldest first: a source whose `Item` is `Comment`.
struct CommentsSource: FeedSource {
    let post: PostID
    var title: String { "Comments on \(post)" }
    func items(in feed: Feed) -> [Comment] { feed.post(id: post)?.comments ?? [] }
}
