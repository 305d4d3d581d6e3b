import ContractSupport
import Synchronization
import Testing

// What Swift does with value types, which the protocol-oriented-programming entry relies on.
// These types exist only here: the tests pin the language, not this project.

/// A class a struct can hold.
private final class Notes {
    var lines: [String] = []
}

/// A struct with a stored class reference.
private struct NotedDraft {
    var text: String
    let notes: Notes
}

/// Counts the deinitialisers run, across tasks.
private let released = Mutex(0)

/// A noncopyable struct with a deinitialiser.
private struct UploadToken: ~Copyable {
    let id: Int
    deinit { released.withLock { $0 += 1 } }
}

@Suite("What Swift does with value types, not this project", .timeLimit(.minutes(1)), .watchdog)
struct PlatformValueSemanticsTests {
    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a struct that stores a class reference shares that object between its copies") {
            let draft = NotedDraft(text: "Hello", notes: Notes())
            var copy = draft
            copy.text = "Changed"
            copy.notes.lines.append("seen by both")
            expect(draft.text, equals: "Hello")
            expect(draft.notes.lines, equals: ["seen by both"])
        },
        Check("an array's copy shares its storage until one of them is written: copy-on-write") {
            var first = Array(repeating: 7, count: 1_000)
            let second = first
            let shared = first.withUnsafeBufferPointer { a in
                second.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
            }
            first[0] = 8
            let apart = first.withUnsafeBufferPointer { a in
                second.withUnsafeBufferPointer { b in a.baseAddress != b.baseAddress }
            }
            expect(shared, "the copy shares the storage before a write")
            expect(apart, "the write made the copy its own storage")
            expect(second[0], equals: 7)
        },
        Check("a noncopyable struct can have a deinitialiser, run when its one value ends") {
            let before = released.withLock { $0 }
            do {
                let token = UploadToken(id: 1)
                expect(token.id, equals: 1)
            }
            expect(released.withLock { $0 }, equals: before + 1)
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}
