import ContractSupport
import Testing

/// What the compiler accepts and rejects about `Sendable` and isolation regions, checked by
/// compiling each snippet with the toolchain's own `swiftc` in the Swift 6 language mode.
@Suite(.timeLimit(.minutes(1)), .watchdog, .enabled(if: SwiftCompiler.path != nil, SwiftCompiler.missing))
struct PlatformSendableTests {
    /// Declarations every snippet of a batch uses.
    static let shared = Snippet(
        name: "Shared",
        source: """
            import Synchronization

            final class PostDraft {
                var text: String
                init(text: String) { self.text = text }
            }

            actor DraftUploader {
                var last: PostDraft?
                func keep(_ draft: PostDraft) { last = draft }
            }
            """)

    // MARK: Sendable conformances (type checking)

    static let mutableClass = Snippet(
        name: "MutableClass",
        source: """
            final class LikeCounter: Sendable {
                var count = 0
            }
            """)
    static let structHoldingClass = Snippet(
        name: "StructHoldingClass",
        source: """
            struct Outbox: Sendable {
                var drafts: [PostDraft]
            }
            """)
    static let mutexClass = Snippet(
        name: "MutexClass",
        source: """
            import Synchronization

            final class LikeTally: Sendable {
                private let count = Mutex(0)
                func record() { count.withLock { $0 += 1 } }
            }
            """)
    static let uncheckedClass = Snippet(
        name: "UncheckedClass",
        source: """
            final class LegacyLikeCounter: @unchecked Sendable {
                var count = 0
            }
            """)
    static let inferredStruct = Snippet(
        name: "InferredStruct",
        source: """
            struct FeedSnapshot {
                var lines: [String]
            }

            func countInTasks(_ snapshot: FeedSnapshot) async -> Int {
                await withTaskGroup(of: Int.self) { group in
                    group.addTask { snapshot.lines.count }
                    return await group.reduce(0, +)
                }
            }
            """)
    static let leaveActor = Snippet(
        name: "LeaveActor",
        source: """
            func peek(_ uploader: DraftUploader) async -> PostDraft? {
                await uploader.last
            }
            """)

    // MARK: Isolation regions (the SIL diagnostics)

    static let sendFresh = Snippet(
        name: "SendFresh",
        source: """
            func publishFresh(_ uploader: DraftUploader) async {
                let draft = PostDraft(text: "Hello")
                draft.text += "!"
                await uploader.keep(draft)
            }
            """)
    static let useAfterSend = Snippet(
        name: "UseAfterSend",
        source: """
            func publishThenEdit(_ uploader: DraftUploader) async {
                let draft = PostDraft(text: "Hello")
                await uploader.keep(draft)
                draft.text = "edited"
            }
            """)
    static let sendParameter = Snippet(
        name: "SendParameter",
        source: """
            func forward(_ draft: PostDraft, to uploader: DraftUploader) async {
                await uploader.keep(draft)
            }
            """)
    static let sendSendingParameter = Snippet(
        name: "SendSendingParameter",
        source: """
            func forwardOwned(_ draft: sending PostDraft, to uploader: DraftUploader) async {
                await uploader.keep(draft)
            }

            func makeDraft(_ text: String) -> sending PostDraft {
                PostDraft(text: text)
            }

            func publishMade(_ uploader: DraftUploader) async {
                await uploader.keep(makeDraft("Hello"))
            }
            """)
    static let sendActorState = Snippet(
        name: "SendActorState",
        source: """
            @MainActor
            final class ComposeScreen {
                var draft = PostDraft(text: "")
                func publish(_ uploader: DraftUploader) async {
                    await uploader.keep(draft)
                }
            }
            """)
    static let taskCapture = Snippet(
        name: "TaskCapture",
        source: """
            func saveInBackground() {
                let draft = PostDraft(text: "Hello")
                Task { draft.text = "saved" }
                draft.text = "still typing"
            }
            """)
    static let capturedVar = Snippet(
        name: "CapturedVar",
        source: """
            func countLikes() async -> Int {
                var likes = 0
                await withTaskGroup(of: Void.self) { group in
                    group.addTask { likes += 1 }
                }
                return likes
            }
            """)

    static let typeChecked = Task {
        try await SwiftCompiler.compile(
            [shared, mutableClass, structHoldingClass, mutexClass, uncheckedClass, inferredStruct, leaveActor],
            through: .typeCheck)
    }
    static let raceChecked = Task {
        try await SwiftCompiler.compile(
            [
                shared, sendFresh, useAfterSend, sendParameter, sendSendingParameter, sendActorState, taskCapture,
                capturedVar,
            ], through: .dataRaceCheck)
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("the compiler rejects a Sendable class with a var, and a Sendable struct that holds a non-Sendable class")
        {
            let report = try await Self.typeChecked.value
            expectRejected(report, Self.mutableClass, saying: "stored property 'count' of 'Sendable'-conforming class")
            expectRejected(
                report, Self.structHoldingClass,
                saying: "of 'Sendable'-conforming struct 'Outbox' contains non-Sendable type 'PostDraft'")
            expectAccepted(report, Self.shared)
        },
        Check("@unchecked Sendable silences the checker: the var it rejects in a checked class compiles without a word")
        {
            let report = try await Self.typeChecked.value
            expectRejected(report, Self.mutableClass, saying: "is mutable")
            expectAccepted(report, Self.uncheckedClass)
        },
        Check("a non-Sendable value kept by an actor cannot leave it") {
            let report = try await Self.typeChecked.value
            expectRejected(
                report, Self.leaveActor, saying: "non-Sendable type 'PostDraft?' of property 'last' cannot exit")
        },
        Check("a fresh non-Sendable draft can be sent to an actor, but not used after it was sent") {
            let report = try await Self.raceChecked.value
            expectAccepted(report, Self.sendFresh)
            expectRejected(report, Self.useAfterSend, saying: "sending 'draft' risks causing data races")
            expectAccepted(report, Self.shared)
        },
        Check("a parameter cannot be sent on unless it is declared sending, and a sending result can be sent") {
            let report = try await Self.raceChecked.value
            expectRejected(report, Self.sendParameter, saying: "sending 'draft' risks causing data races")
            expectAccepted(report, Self.sendSendingParameter)
        },
        Check("state isolated to an actor cannot be sent to another actor") {
            let report = try await Self.raceChecked.value
            expectRejected(report, Self.sendActorState, saying: "sending 'self.draft' risks causing data races")
        },
        Check("a task cannot capture a value its creator still uses, nor change a captured var") {
            let report = try await Self.raceChecked.value
            expectRejected(report, Self.taskCapture, saying: "risks causing data races")
            expectRejected(report, Self.capturedVar, saying: "risks causing data races")
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    @Test(
        "a final class whose state is in a Mutex is Sendable without @unchecked, and an internal struct of Sendable values is Sendable unasked"
    )
    func sendableWithoutUnchecked() async throws {
        let report = try await Self.typeChecked.value
        expectAccepted(report, Self.mutexClass)
        expectAccepted(report, Self.inferredStruct)
    }

}
