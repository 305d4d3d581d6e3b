import PatternContracts
import Testing

@testable import Drill

@Suite("Memento drill", .timeLimit(.minutes(1)), .watchdog)
struct MementoDrillTests {
    @Test("restoring a memento gives back exactly the draft it captured, and later edits never reach it")
    func restores() {
        let edits: [(inout PostComposer) -> Void] = [
            { $0.type("Hello") },
            { composer in
                composer.moveCursor(to: 0)
                composer.type("Oh, ")
            },
        ]
        checkMementoContract(
            edits: edits,
            make: { PostComposer() },
            save: { $0.save() },
            restore: { composer, memento in composer.restore(memento) },
            state: { "'\($0.text)' with the cursor at \($0.cursor)" })
    }
}
