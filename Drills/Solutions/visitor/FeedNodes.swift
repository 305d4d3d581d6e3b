/// What can visit the feed's nodes: one method per kind of node. A kind added later (the
/// repost) is a new method here, and every visitor that lacks it stops compiling: that is
/// the point of double dispatch.
protocol FeedNodeVisitor: AnyObject {
    func visitPost(_ post: PostNode)
    func visitComment(_ comment: CommentNode)
    func visitLike(_ like: LikeNode)
    func visitRepost(_ repost: RepostNode)
}

/// A node of a post's thread.
protocol FeedNode {
    /// Sends the node to the visit method of its own kind (the second dispatch).
    func accept(_ visitor: any FeedNodeVisitor)
    /// The nodes under this one, in order.
    var children: [any FeedNode] { get }
}

struct PostNode {
    var id: Int
    var author: String
    var children: [any FeedNode] = []
}

struct CommentNode {
    var id: Int
    var author: String
    var children: [any FeedNode] = []
}

struct LikeNode {
    var id: Int
    var by: String
}

/// The kind added last: a post shared again.
struct RepostNode {
    var id: Int
    var by: String
}
