import PatternContracts
import Testing

@testable import Drill

/// A seeded timeline and a script of 30 actions on it: likes and withdrawals, comments (some
/// blank, some too long, some on a missing post), opens and backs.
private func timelineScript(_ random: inout SeededRandom) -> (posts: [TimelinePost], actions: [TimelineAction]) {
    let users = ["anna", "bob", "eve", "li"]
    let texts = ["Nice", "  spaced  ", "   ", String(repeating: "a", count: 40), String(repeating: "b", count: 41)]
    let posts = (1...3).map { id in
        TimelinePost(
            id: id, author: random.pick(users), text: random.pick(["Shipped the new timeline", "Hello", "ok"]))
    }
    let actions = (0..<30).map { _ -> TimelineAction in
        let id = random.below(4) + 1
        let user = random.pick(users)
        switch random.below(6) {
        case 0: return .like(id, by: user)
        case 1: return .unlike(id, by: user)
        case 2, 3: return .comment(id, by: user, text: random.pick(texts))
        case 4: return .open(id)
        default: return .back
        }
    }
    return (posts, actions)
}

/// The screens shown after each action of `script`, by the original or by yours.
private func screens(_ script: (posts: [TimelinePost], actions: [TimelineAction]), original: Bool) -> [[String]] {
    if original {
        let screen = OriginalTimelineScreen(posts: script.posts, maximumCommentLength: 40)
        return script.actions.map { action in
            screen.handle(action)
            return screen.screen
        }
    }
    let screen = TimelineScreen(posts: script.posts, maximumCommentLength: 40)
    return script.actions.map { action in
        screen.handle(action)
        return screen.screen
    }
}

@Suite("God object refactoring drill", .timeLimit(.minutes(1)), .watchdog)
struct GodObjectDrillTests {
    @Test("the timeline shows the same screens as before after every action of 40 seeded scripts")
    func behaviourKept() {
        checkCharacterization(
            input: timelineScript, original: { screens($0, original: true) },
            refactored: { screens($0, original: false) })
    }

    @Test("no type of the timeline holds more than three stored properties")
    func stateSplitByJob() throws {
        let sources = try SwiftSource.files(
            inFirstOf: ["../../Sources/Drill", "../../Solutions/god-object"], relativeTo: #filePath)
        checkNoTypeHoldsMoreThan(3, storedPropertiesIn: sources)
    }
}
