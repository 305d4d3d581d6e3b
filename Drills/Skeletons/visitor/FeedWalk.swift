// TODO: make each node kind a `FeedNode` whose `accept` calls the visit method of its own
// kind, and write `walkFeed`.

extension PostNode: FeedNode {
    func accept(_ visitor: any FeedNodeVisitor) {}
}

extension CommentNode: FeedNode {
    func accept(_ visitor: any FeedNodeVisitor) {}
}

extension LikeNode: FeedNode {
    func accept(_ visitor: any FeedNodeVisitor) {}
    var children: [any FeedNode] { [] }
}

extension RepostNode: FeedNode {
    func accept(_ visitor: any FeedNodeVisitor) {}
    var children: [any FeedNode] { [] }
}

/// Visits every node of `nodes` and of their children, depth first, each parent before its
/// children. TODO
func walkFeed(_ nodes: [any FeedNode], with visitor: any FeedNodeVisitor) {}
