import ContractSupport
import Futubra
import Synchronization
import Testing

@testable import Communication

@Suite("Callbacks", .timeLimit(.minutes(1)), .watchdog)
struct CallbacksTests {
    private static func client(_ behaviour: CallbackFeedClient.Behaviour) throws -> CallbackFeedClient {
        CallbackFeedClient(feed: try SampleFeed.feed(), behaviour: behaviour)
    }

    private typealias Handler = @Sendable (Result<Post, CommunicationError>) -> Void

    /// Plays a client that behaves as `behaviour` with a handler wrapped by `wrap`, and checks
    /// that the handler ran exactly once. `wrap` is the guard under test: it receives the real
    /// handler and returns the one the client gets.
    private static func checkRunsExactlyOnce(
        _ behaviour: CallbackFeedClient.Behaviour,
        wrap: (@escaping Handler) -> Handler,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let calls = CallCounter()
        do {
            let handler = wrap { _ in calls.increment() }
            try client(behaviour).loadPost(PostID(3), completion: handler)
        }
        #expect(calls.value == 1, "handler ran \(calls.value) time(s)", sourceLocation: sourceLocation)
    }

    /// `ExactlyOnce` as a wrapper: the guard lives as long as the closure the client holds.
    private static func exactlyOnce(_ handler: @escaping Handler) -> Handler {
        let once = ExactlyOnce<Post>(operation: "load", handler: handler)
        return { result in once.complete(result) }
    }

    @Test(
        "a guarded handler runs exactly once whether the client calls it once, twice or never",
        arguments: [CallbackFeedClient.Behaviour.correct, .callsTwice, .neverCalls])
    func guardedRunsOnce(behaviour: CallbackFeedClient.Behaviour) throws {
        try Self.checkRunsExactlyOnce(behaviour, wrap: Self.exactlyOnce)
    }

    @Test("a pass-through wrapper fails the exactly-once check when the client calls back twice", .tags(.control))
    func passThroughCalledTwice() {
        withKnownIssue {
            try Self.checkRunsExactlyOnce(.callsTwice) { $0 }
        }
    }

    @Test("a pass-through wrapper fails the exactly-once check when the client never calls back", .tags(.control))
    func passThroughNeverCalled() {
        withKnownIssue {
            try Self.checkRunsExactlyOnce(.neverCalls) { $0 }
        }
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a guarded completion runs its handler exactly once, even when called twice") {
            let results = Mutex<[Result<Post, CommunicationError>]>([])
            let accepted = Mutex<[Bool]>([])
            do {
                let once = ExactlyOnce<Post>(operation: "load") { result in results.withLock { $0.append(result) } }
                try Self.client(.callsTwice).loadPost(PostID(3)) { result in
                    let delivered = once.complete(result)
                    accepted.withLock { $0.append(delivered) }
                }
                expect(once.isCompleted)
            }
            expect(try results.withLock { $0 } == [.success(SampleFeed.post(3))])
            expect(accepted.withLock { $0 }, equals: [true, false])
        },
        Check("a guarded completion that is dropped without being called reports that it never completed") {
            let results = Mutex<[Result<Post, CommunicationError>]>([])
            do {
                let once = ExactlyOnce<Post>(operation: "load") { result in results.withLock { $0.append(result) } }
                try Self.client(.neverCalls).loadPost(PostID(3)) { result in once.complete(result) }
            }
            expect(results.withLock { $0 }, equals: [.failure(.neverCompleted("load"))])
        },
        Check("concurrent completions race, and exactly one of them is delivered") {
            let delivered = Mutex<[Int]>([])
            let once = ExactlyOnce<Int>(operation: "race") { result in
                if case .success(let value) = result { delivered.withLock { $0.append(value) } }
            }
            let accepted = await withTaskGroup(of: Bool.self) { group in
                for value in 0..<200 {
                    group.addTask { once.complete(.success(value)) }
                }
                var count = 0
                for await wasAccepted in group where wasAccepted {
                    count += 1
                }
                return count
            }
            expect(accepted, equals: 1)
            expect(delivered.withLock { $0.count }, equals: 1)
        },
        Check("async/await returns the one result of a well-behaved client") {
            let post = try await Self.client(.correct).post(PostID(3))
            expect(post, equals: (try SampleFeed.post(3)))
        },
        Check("async/await returns the first result when the client calls back twice, without trapping") {
            let post = try await Self.client(.callsTwice).post(PostID(3))
            expect(post.id, equals: PostID(3))
        },
        Check("async/await throws instead of hanging when the client never calls back") {
            await #expect(throws: CommunicationError.neverCompleted("loadPost(#3)")) {
                try await Self.client(.neverCalls).post(PostID(3))
            }
        },
        Check("async/await passes the client's error through to the caller") {
            await #expect(throws: CommunicationError.postNotFound(42)) {
                try await Self.client(.correct).post(PostID(42))
            }
        },
        Check("cancelling a load that has already answered changes nothing") {
            let results = Mutex<[Result<Post, CommunicationError>]>([])
            let request = try Self.client(.correct).loadPost(PostID(3)) { result in
                results.withLock { $0.append(result) }
            }
            request.cancel()
            expect(try results.withLock { $0 } == [.success(SampleFeed.post(3))])
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

    /// Calls `client.post(#3)` on a task of its own and cancels that task, before the call
    /// (`cancelFirst`) or once the load is waiting, and returns how the call ended.
    ///
    /// The outcome comes back through a stream, whose `next()` gives up when the test itself
    /// is cancelled by its time limit: a bridge that ignores cancellation then fails the test
    /// (`nil`) instead of hanging it.
    private static func cancelledCall(
        _ client: CallbackFeedClient, cancelFirst: Bool
    ) async -> Result<Post, any Error>? {
        let (outcomes, report) = AsyncStream.makeStream(of: Result<Post, any Error>.self)
        let caller = Task {
            if cancelFirst {
                withUnsafeCurrentTask { $0?.cancel() }
            }
            do {
                report.yield(.success(try await client.post(PostID(3))))
            } catch {
                report.yield(.failure(error))
            }
        }
        if !cancelFirst {
            while client.loadsInFlight == 0, !Task.isCancelled {
                await Task.yield()
            }
            caller.cancel()
        }
        var iterator = outcomes.makeAsyncIterator()
        return await iterator.next()
    }

    @Test(
        "cancelling the waiting task cancels a load the server never answers, and the call throws",
        .timeLimit(.minutes(1)))
    func cancelWhileWaiting() async throws {
        let client = try Self.client(.neverAnswers)
        let outcome = await Self.cancelledCall(client, cancelFirst: false)
        #expect(throws: CommunicationError.cancelled("loadPost(#3)")) { try outcome?.get() }
        expect(client.loadsInFlight, equals: 0)
    }

    @Test(
        "a task cancelled before it calls still cancels the load it starts",
        .timeLimit(.minutes(1)))
    func cancelledBeforeTheCall() async throws {
        let client = try Self.client(.neverAnswers)
        let outcome = await Self.cancelledCall(client, cancelFirst: true)
        #expect(throws: CommunicationError.cancelled("loadPost(#3)")) { try outcome?.get() }
        expect(client.loadsInFlight, equals: 0)
    }

}
