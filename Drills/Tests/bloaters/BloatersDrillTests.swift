import PatternContracts
import Testing

@testable import Drill

/// A seeded week: up to six posts by four users, with likes and comments, some mentioning a
/// user (followed by punctuation or not), and a reader.
private func week(_ random: inout SeededRandom) -> (posts: [DigestPost], reader: String) {
    let users = ["anna", "bob", "eve", "li"]
    func sentence() -> String {
        random.pick(["look at this", "thanks", "agreed with", "a very long sentence about the new feed"]) + " @"
            + random.pick(users) + random.pick(["", ",", "!", "?!"]) + " " + random.pick(["today", "again"])
    }
    let posts = (0..<random.below(7)).map { number in
        DigestPost(
            id: number + 1, author: random.pick(users), text: sentence(),
            likedBy: users.filter { _ in random.below(2) == 0 }, comments: (0..<random.below(3)).map { _ in sentence() }
        )
    }
    return (posts, random.pick(users))
}

@Suite("Bloaters refactoring drill", .timeLimit(.minutes(1)), .watchdog)
struct BloatersDrillTests {
    @Test("every seeded week gives the same digest as before")
    func behaviourKept() {
        checkCharacterization(
            input: week, original: { OriginalWeeklyDigest.text(of: $0.posts, for: $0.reader) },
            refactored: { WeeklyDigest.text(of: $0.posts, for: $0.reader) })
    }

    @Test("no function of the digest is longer than 12 lines of code")
    func functionsAreShort() throws {
        let sources = try SwiftSource.files(
            inFirstOf: ["../../Sources/Drill", "../../Solutions/bloaters"], relativeTo: #filePath)
        checkNoMemberLongerThan(12, linesIn: sources)
    }
}
