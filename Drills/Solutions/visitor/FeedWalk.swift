// Each node kind sends itself to the visit method of its own kind: the visitor's method is
// chosen by the node's type at run time (first dispatch: `accept` on an existential) and by
// the argument's static type (second dispatch: which `visit…` the node calls).

extension PostNode: FeedNode {
    func accept(_ visitor: any FeedNodeVisitor) { visitor.visitPost(self) }
}

extension CommentNode: FeedNode {
    func accept(_ visitor: any FeedNodeVisitor) { visitor.visitComment(self) }
}

extension LikeNode: FeedNode {
    func accept(_ visitor: any FeedNodeVisitor) { visitor.visitLike(self) }
    var children: [any FeedNode] { [] }
}

extension RepostNode: FeedNode {
    func accept(_ visitor: any FeedNodeVisitor) { visitor.visitRepost(self) }
    var children: [any FeedNode] { [] }
}

/// Visits every node of `nodes` and of their children, depth first, each parent before its
/// children. No type switch: a kind added later is visited as soon as it is a `FeedNode`.
func walkFeed(_ nodes: [any FeedNode], with visitor: any FeedNodeVisitor) {
    for node in nodes {
        node.accept(visitor)
        walkFeed(node.children, with: visitor)
    }
}
