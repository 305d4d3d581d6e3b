import Futubra

/// Anything in a discussion: one message, or a group of elements that may hold groups.
///
/// The one interface of the composite: a client asks a single comment and the whole feed
/// the same questions (how many messages, which authors, how many likes, how to draw it)
/// and never checks which of the two it holds.
///
/// ```swift
/// let elements: [any ThreadElement] = [comment, ThreadGroup.thread(of: post)]
/// elements.map(\.messageCount)      // [1, 3]
/// ```
protocol ThreadElement: Sendable {
    /// How many messages (posts and comments) the element holds.
    var messageCount: Int { get }
    /// Everyone who wrote a message in it.
    var authors: Set<UserName> { get }
    /// The likes of the posts in it.
    var likeCount: Int { get }
    /// The element as indented lines, `depth` levels deep.
    func outline(depth: Int) -> [String]
}

/// One message: a post's body or a comment. The leaf of the tree.
///
/// It answers every ``ThreadElement`` question for itself alone: one message, one author.
///
/// ```swift
/// let comment = MessageItem(author: SampleFeed.eve, content: try .text("Glad you are here."), likes: 0)
/// comment.outline(depth: 1)         // ["  eve: Glad you are here."]
/// ```
struct MessageItem: ThreadElement {
    /// Who wrote it.
    let author: UserName
    /// What it says.
    let content: Content
    /// Its likes (a comment has none).
    let likes: Int

    var messageCount: Int { 1 }
    var authors: Set<UserName> { [author] }
    var likeCount: Int { likes }

    func outline(depth: Int) -> [String] {
        [String(repeating: "  ", count: depth) + "\(author): \(content.words ?? content.kind.rawValue)"]
    }
}

/// A titled group of elements, leaves or groups: the composite.
///
/// Every answer is computed from its children, recursively, so a group nests to any
/// depth and a client treats it like a single message.
///
/// ```swift
/// let feed = ThreadGroup(title: "feed", children: try SampleFeed.feed().posts.map(ThreadGroup.thread(of:)))
/// feed.messageCount    // every post and comment
/// ```
struct ThreadGroup: ThreadElement {
    /// The heading drawn above the children.
    let title: String
    /// The children, in display order.
    var children: [any ThreadElement]

    var messageCount: Int { children.reduce(0) { $0 + $1.messageCount } }
    var authors: Set<UserName> { children.reduce(into: []) { $0.formUnion($1.authors) } }
    var likeCount: Int { children.reduce(0) { $0 + $1.likeCount } }

    func outline(depth: Int) -> [String] {
        let heading =
            String(repeating: "  ", count: depth) + "[\(title)] \(messageCount) message\(messageCount == 1 ? "" : "s")"
        return [heading] + children.flatMap { $0.outline(depth: depth + 1) }
    }

    /// A post's thread: the post itself, then a group of its comments (when it has any).
    static func thread(of post: Post) -> ThreadGroup {
        var children: [any ThreadElement] = [
            MessageItem(author: post.author, content: post.content, likes: post.likeCount)
        ]
        if !post.comments.isEmpty {
            let comments = post.comments.map { MessageItem(author: $0.author, content: $0.content, likes: 0) }
            children.append(ThreadGroup(title: "comments", children: comments))
        }
        return ThreadGroup(title: "post \(post.id)", children: children)
    }
}
