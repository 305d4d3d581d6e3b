import PatternContracts
import Testing

@testable import Drill

/// A seeded feed of up to five posts of every kind of media.
private func feed(_ random: inout SeededRandom) -> [StoryPost] {
    (0..<random.below(6)).map { number in
        let media: StoryPost.Media
        switch random.below(3) {
        case 0: media = .text(random.pick(["Hello", "Shipped it"]))
        case 1: media = .image(url: "img/\(number).jpg", caption: random.pick([nil, "sunset"]))
        default: media = .video(url: "vid/\(number).mp4", seconds: random.pick([5, 59, 60, 61, 605]))
        }
        return StoryPost(id: number + 1, author: random.pick(["anna", "bob"]), media: media, likes: random.below(3))
    }
}

@Suite("Yo-yo problem refactoring drill", .timeLimit(.minutes(1)), .watchdog)
struct YoYoProblemDrillTests {
    @Test("every seeded post's card is drawn as before")
    func behaviourKept() {
        checkCharacterization(
            input: feed, original: { $0.map(OriginalStoryCards.render) }, refactored: { $0.map(StoryCards.render) })
    }

    @Test("no type hierarchy of the cards is deeper than two levels")
    func hierarchyIsShallow() throws {
        let sources = try SwiftSource.files(
            inFirstOf: ["../../Sources/Drill", "../../Solutions/yo-yo-problem"], relativeTo: #filePath)
        checkHierarchyAtMost(2, levelsIn: sources)
    }
}
