import PatternContracts
import Testing

@testable import Drill

@Suite("Iterator drill", .timeLimit(.minutes(1)), .watchdog)
struct IteratorDrillTests {
    @Test("traversal yields every post newest first; iterators are independent and stay exhausted")
    func newestFirst() {
        var archive = PostArchive()
        let posts = [
            ArchivedPost(id: 1, day: 3), ArchivedPost(id: 2, day: 7), ArchivedPost(id: 3, day: 1),
            ArchivedPost(id: 4, day: 9),
        ]
        for post in posts { archive.store(post) }
        checkIteratorContract(archive, yields: [posts[3], posts[1], posts[0], posts[2]])
    }
}
