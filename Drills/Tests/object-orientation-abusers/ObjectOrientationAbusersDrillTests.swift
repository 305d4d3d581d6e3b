import PatternContracts
import Testing

@testable import Drill

/// A seeded stream of up to eight items of every kind, `poll` (a kind the app does not know)
/// included, with and without words.
private func stream(_ random: inout SeededRandom) -> [StreamItem] {
    (0..<random.below(9)).map { _ in
        StreamItem(
            kind: random.pick(["text", "image", "video", "poll"]), author: random.pick(["anna", "bob", "eve"]),
            words: random.pick(["", "sunset", "a long story about the launch of the new stream"]),
            likes: random.below(5))
    }
}

@Suite("Object-orientation abusers refactoring drill", .timeLimit(.minutes(1)), .watchdog)
struct ObjectOrientationAbusersDrillTests {
    @Test("every seeded stream is drawn as before, unknown kinds included")
    func behaviourKept() {
        checkCharacterization(
            input: stream, original: OriginalStreamRenderer.lines(for:), refactored: StreamRenderer.lines(for:))
    }

    @Test("one place decides by the kind: the factory that makes a card for each kind")
    func typeCodeReadOnce() throws {
        let sources = try SwiftSource.files(
            inFirstOf: ["../../Sources/Drill", "../../Solutions/object-orientation-abusers"], relativeTo: #filePath)
        checkTypeCodeDecidedInAtMost(1, places: ["kind"], values: ["text", "image", "video"], in: sources)
    }
}
