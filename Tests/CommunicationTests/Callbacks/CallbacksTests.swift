import ContractSupport
import Futubra
import Synchronization
import Testing

@testable import Communication

@Suite("Callbacks")
struct CallbacksTests {
    private static func client(_ behaviour: CallbackFeedClient.Behaviour) throws -> CallbackFeedClient {
        CallbackFeedClient(feed: try SampleFeed.feed(), behaviour: behaviour)
    }

    @Test("an unguarded completion handler runs twice when a buggy client calls it twice")
    func rawCalledTwice() throws {
        let calls = Mutex(0)
        try Self.client(.callsTwice).loadPost(PostID(3)) { _ in calls.withLock { $0 += 1 } }
        #expect(calls.withLock { $0 } == 2)
    }

    @Test("an unguarded completion handler never runs when a buggy client forgets it")
    func rawNeverCalled() throws {
        let calls = Mutex(0)
        try Self.client(.neverCalls).loadPost(PostID(3)) { _ in calls.withLock { $0 += 1 } }
        #expect(calls.withLock { $0 } == 0)
    }

    @Test("a guarded completion runs its handler exactly once, even when called twice")
    func guardedTwice() throws {
        let results = Mutex<[Result<Post, CommunicationError>]>([])
        let accepted = Mutex<[Bool]>([])
        do {
            let once = ExactlyOnce<Post>(operation: "load") { result in results.withLock { $0.append(result) } }
            try Self.client(.callsTwice).loadPost(PostID(3)) { result in
                let delivered = once.complete(result)
                accepted.withLock { $0.append(delivered) }
            }
            #expect(once.isCompleted)
        }
        #expect(try results.withLock { $0 } == [.success(SampleFeed.post(3))])
        #expect(accepted.withLock { $0 } == [true, false])
    }

    @Test("a guarded completion that is dropped without being called reports that it never completed")
    func guardedNever() throws {
        let results = Mutex<[Result<Post, CommunicationError>]>([])
        do {
            let once = ExactlyOnce<Post>(operation: "load") { result in results.withLock { $0.append(result) } }
            try Self.client(.neverCalls).loadPost(PostID(3)) { result in once.complete(result) }
        }
        #expect(results.withLock { $0 } == [.failure(.neverCompleted("load"))])
    }

    @Test("concurrent completions race, and exactly one of them is delivered")
    func concurrentCompletions() async {
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
        #expect(accepted == 1)
        #expect(delivered.withLock { $0.count } == 1)
    }

    @Test("async/await returns the one result of a well-behaved client")
    func asyncCorrect() async throws {
        let post = try await Self.client(.correct).post(PostID(3))
        #expect(post == (try SampleFeed.post(3)))
    }

    @Test("async/await returns the first result when the client calls back twice, without trapping")
    func asyncCalledTwice() async throws {
        let post = try await Self.client(.callsTwice).post(PostID(3))
        #expect(post.id == PostID(3))
    }

    @Test("async/await throws instead of hanging when the client never calls back")
    func asyncNeverCalled() async throws {
        await #expect(throws: CommunicationError.neverCompleted("loadPost(#3)")) {
            try await Self.client(.neverCalls).post(PostID(3))
        }
    }

    @Test("async/await passes the client's error through to the caller")
    func asyncError() async throws {
        await #expect(throws: CommunicationError.postNotFound(42)) {
            try await Self.client(.correct).post(PostID(42))
        }
    }
}
