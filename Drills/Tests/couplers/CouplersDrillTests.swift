import PatternContracts
import Testing

@testable import Drill

/// A seeded feed of up to six posts, fresh and old, quiet and busy.
private func feed(_ random: inout SeededRandom) -> (posts: [ScoredPost], showsAge: Bool) {
    let posts = (0..<random.below(7)).map { _ in
        ScoredPost(
            id: random.below(9) + 1, author: random.pick(["anna", "bob", "eve"]), likes: random.below(12),
            comments: random.below(5), shares: random.below(3), hoursOld: random.pick([1, 5, 24, 25, 47, 48, 100]))
    }
    return (posts, random.below(2) == 0)
}

@Suite("Couplers refactoring drill", .timeLimit(.minutes(1)), .watchdog)
struct CouplersDrillTests {
    @Test("every seeded feed gives the same rows and the same hot list as before")
    func behaviourKept() {
        checkCharacterization(
            input: feed,
            original: { (feed: (posts: [ScoredPost], showsAge: Bool)) -> [String] in
                let row = OriginalEngagementRow(showsAge: feed.showsAge)
                return feed.posts.map { row.line(for: $0) } + OriginalEngagementBoard.hot(feed.posts)
            },
            refactored: { (feed: (posts: [ScoredPost], showsAge: Bool)) -> [String] in
                let row = EngagementRow(showsAge: feed.showsAge)
                return feed.posts.map { row.line(for: $0) } + EngagementBoard.hot(feed.posts)
            })
    }

    @Test("code outside ScoredPost reads its data in at most two places")
    func postKeepsItsKnowledge() throws {
        let sources = try SwiftSource.files(
            inFirstOf: ["../../Sources/Drill", "../../Solutions/couplers"], relativeTo: #filePath)
        checkStoredPropertiesRead(of: "ScoredPost", fromOutsideInAtMost: 2, in: sources)
    }
}
