import PatternContracts
import Testing

@testable import Drill

/// A screen that owns its list and is its delegate, as a view controller is its table's.
private final class FeedScreen: PostListDelegate {
    let list = PostList()
    /// The posts still uploading: their rows may not be selected.
    let uploading: Set<Int>
    private(set) var asked: [Int] = []
    private(set) var selected: [Int] = []

    init(uploading: Set<Int> = []) {
        self.uploading = uploading
        list.delegate = self
    }

    func postList(_ list: PostList, shouldSelect post: Int) -> Bool {
        asked.append(post)
        return !uploading.contains(post)
    }

    func postList(_ list: PostList, didSelect post: Int) {
        selected.append(post)
    }
}

@Suite("Delegation drill", .timeLimit(.minutes(1)), .watchdog)
struct DelegationDrillTests {
    @Test("a screen that owns its list and is its delegate goes away with its last outside reference")
    func noRetainCycle() {
        checkNotRetained({ FeedScreen() }, by: { screen in screen.list.tapRow(post: 3) })
    }

    @Test("the list asks its delegate before selecting a row, and tells it what it selected, in order")
    func asksThenTells() {
        let screen = FeedScreen(uploading: [4])
        for post in [3, 4, 1] { screen.list.tapRow(post: post) }
        if screen.asked != [3, 4, 1] || screen.selected != [3, 1] {
            Issue.record(
                Comment(
                    rawValue:
                        "a list asks its delegate whether a row may be selected and tells it what it selected, but after "
                        + "taps on #3, #4 (uploading) and #1 the delegate was asked about \(screen.asked) and told of "
                        + "\(screen.selected) instead of [3, 4, 1] and [3, 1]"))
        }
    }

}
