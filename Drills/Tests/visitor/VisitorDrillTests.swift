import PatternContracts
import Testing

@testable import Drill

/// A visitor that records each visit as the checker reads it: `post #1`.
private final class RecordingVisitor: FeedNodeVisitor {
    let record: (String) -> Void

    init(record: @escaping (String) -> Void) {
        self.record = record
    }

    func visitPost(_ post: PostNode) { record("post #\(post.id)") }
    func visitComment(_ comment: CommentNode) { record("comment #\(comment.id)") }
    func visitLike(_ like: LikeNode) { record("like #\(like.id)") }
    func visitRepost(_ repost: RepostNode) { record("repost #\(repost.id)") }
}

@Suite("Visitor drill", .timeLimit(.minutes(1)), .watchdog)
struct VisitorDrillTests {
    /// Two posts: the first with a liked comment that has a reply, a like and a repost.
    static var feed: [any FeedNode] {
        [
            PostNode(
                id: 1, author: "anna",
                children: [
                    CommentNode(
                        id: 2, author: "bob",
                        children: [LikeNode(id: 3, by: "cleo"), CommentNode(id: 4, author: "anna")]),
                    LikeNode(id: 5, by: "dev"), RepostNode(id: 6, by: "cleo"),
                ]),
            PostNode(id: 7, author: "bob", children: [RepostNode(id: 8, by: "anna")]),
        ]
    }

    @Test("every node reaches the visit method of its own kind, once, parents before children")
    func doubleDispatch() {
        checkVisitorContract(
            expected: [
                "post #1", "comment #2", "like #3", "comment #4", "like #5", "repost #6", "post #7", "repost #8",
            ]
        ) { record in
            walkFeed(Self.feed, with: RecordingVisitor(record: record))
        }
    }
}
