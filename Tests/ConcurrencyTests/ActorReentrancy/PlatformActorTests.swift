import ContractSupport
import Testing

@testable import Concurrency

/// A guest book whose slow signature awaits in the middle.
private actor Guestbook {
    private(set) var entries: [String] = []

    func slowSign(_ name: String, after latch: Latch) async throws {
        entries.append("\(name) starts")
        try await latch.wait()
        entries.append("\(name) finishes")
    }

    func sign(_ name: String) {
        entries.append(name)
    }
}

/// What Swift itself does with actors and locks, which the entry relies on.
@Suite(.timeLimit(.minutes(1)), .watchdog)
struct PlatformActorTests {
    static let shared = Snippet(
        name: "Shared",
        source: """
            import Synchronization

            actor PostCache {
                var kept: [Int: String] = [:]
            }

            final class LikeTally: Sendable {
                let likes = Mutex(0)
            }
            """)
    static let lockAcrossAwait = Snippet(
        name: "LockAcrossAwait",
        source: """
            func like(_ tally: LikeTally, send: @Sendable () async -> Void) async {
                tally.likes.withLock { count in
                    await send()
                    count += 1
                }
            }
            """)
    static let lockAroundAwait = Snippet(
        name: "LockAroundAwait",
        source: """
            func likeThenCount(_ tally: LikeTally, send: @Sendable () async -> Void) async {
                await send()
                tally.likes.withLock { $0 += 1 }
            }
            """)
    static let reachInside = Snippet(
        name: "ReachInside",
        source: """
            func peek(_ cache: PostCache) -> String? {
                cache.kept[3]
            }
            """)
    static let awaitInside = Snippet(
        name: "AwaitInside",
        source: """
            func look(_ cache: PostCache) async -> String? {
                await cache.kept[3]
            }
            """)

    /// One compiler run for every snippet of this suite.
    static let report = Task {
        try await SwiftCompiler.compile(
            [shared, lockAcrossAwait, lockAroundAwait, reachInside, awaitInside], through: .typeCheck)
    }

    @Test("an actor call suspended at an await lets a second call run before it resumes")
    func actorsAreReentrant() async throws {
        let book = Guestbook()
        let latch = Latch()
        let slow = Task { try await book.slowSign("anna", after: latch) }
        expect(await yield { latch.waiting == 1 })
        await book.sign("bob")
        latch.open()
        try await slow.value
        expect(await book.entries, equals: ["anna starts", "bob", "anna finishes"])
    }

    @Test(
        "the compiler rejects an await inside Mutex.withLock, and accepts the lock taken after the await",
        .enabled(if: SwiftCompiler.path != nil, SwiftCompiler.missing))
    func lockCannotSpanAnAwait() async throws {
        let report = try await Self.report.value
        expectRejected(report, Self.lockAcrossAwait, saying: "expecting synchronous function type")
        expectAccepted(report, Self.lockAroundAwait)
    }

    @Test(
        "the compiler rejects reading an actor's state without await from outside it",
        .enabled(if: SwiftCompiler.path != nil, SwiftCompiler.missing))
    func stateIsIsolated() async throws {
        let report = try await Self.report.value
        expectRejected(report, Self.reachInside, saying: "actor-isolated property 'kept' can not be referenced")
        expectAccepted(report, Self.awaitInside)
        expectAccepted(report, Self.shared)
    }
}
