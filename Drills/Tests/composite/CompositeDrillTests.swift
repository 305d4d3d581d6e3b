import PatternContracts
import Testing

@testable import Drill

@Suite("Composite drill", .timeLimit(.minutes(1)), .watchdog)
struct CompositeDrillTests {
    /// The feed: a pinned section, a post, and a post's comments with a reply thread inside.
    static let feed = ThreadNode.group(
        "feed",
        [
            .group("pinned", [.message("#1"), .message("#2")]),
            .message("#3"),
            .group("#4 comments", [.message("anna"), .group("replies", [.message("bob")]), .message("eve")]),
        ])

    @Test("a walk gives every part once, depth first, ends, and can be walked again by independent iterators")
    func depthFirst() {
        checkIteratorContract(
            ThreadWalk(root: Self.feed),
            yields: ["feed", "pinned", "#1", "#2", "#3", "#4 comments", "anna", "replies", "bob", "eve"])
    }
}
