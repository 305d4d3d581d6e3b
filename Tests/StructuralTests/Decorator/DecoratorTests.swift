import ContractSupport
import Futubra
import Testing

@testable import Structural

/// A service that refuses every read, counting how many reads it was asked for.
private struct RefusingFeedService: FeedService {
    let reads = CallCounter()
    var name: String { "RefusingFeedService" }

    func feed() async throws(StructuralError) -> Feed {
        reads.increment()
        throw .forbidden(user: SampleFeed.eve, action: "read the feed")
    }

    func removePost(_ id: PostID, by user: UserName) async throws(StructuralError) {}
}

@Suite(.timeLimit(.minutes(1)), .watchdog) struct DecoratorTests {
    @Test("a decorator keeps the interface: any stack of decorators is still a FeedService")
    func keepsInterface() async throws {
        let sample = try SampleFeed.feed()
        let log = FeedLog()
        let flaky = FeedBackend(feed: sample, failingFirstReads: 1)
        let backend = FeedBackend(feed: sample)
        // The client sees only `any FeedService`; each layer still does its job behind it.
        let stacks: [any FeedService] = [
            FeedBackend(feed: sample).logged(to: log),
            flaky.retrying(attempts: 2).logged(to: log),
            backend.logged(to: log).muting([SampleFeed.bob]).retrying(attempts: 3),
        ]
        var counts: [Int] = []
        for service in stacks {
            counts.append(try await service.feed().count)
        }
        expect(counts, equals: [4, 4, 3])
        expect(log.entries.count, equals: 3)
        try await stacks[2].removePost(PostID(1), by: SampleFeed.dana)
        expect(backend.removals, equals: 1)
        expect(try await stacks[2].feed().posts.map(\.id) == [PostID(4), PostID(2)])
    }

    @Test("a decorator adds behaviour: a retry decorator turns two failures into a success")
    func retryAddsBehaviour() async throws {
        let backend = FeedBackend(feed: try SampleFeed.feed(), failingFirstReads: 2)
        let feed = try await backend.retrying(attempts: 3).feed()
        expect(feed.count, equals: 4)
        expect(backend.reads, equals: 3)
    }

    @Test("a retry decorator gives up after its attempts and does not retry refusals")
    func retryLimits() async throws {
        let backend = FeedBackend(feed: try SampleFeed.feed(), failingFirstReads: 5)
        await #expect(throws: StructuralError.unavailable(attempt: 2)) {
            try await backend.retrying(attempts: 2).feed()
        }
        expect(backend.reads, equals: 2)
        let refusing = RefusingFeedService()
        await #expect(throws: StructuralError.forbidden(user: SampleFeed.eve, action: "read the feed")) {
            try await refusing.retrying(attempts: 3).feed()
        }
        expect(refusing.reads.value, equals: 1)
        await #expect(throws: StructuralError.domain(.postNotFound(PostID(9)))) {
            try await backend.retrying(attempts: 3).removePost(PostID(9), by: SampleFeed.anna)
        }
        expect(backend.removals, equals: 1)
    }

    @Test("a logging decorator records each call and its outcome and forwards the result unchanged")
    func loggingRecords() async throws {
        let backend = FeedBackend(feed: try SampleFeed.feed(), failingFirstReads: 1)
        let log = FeedLog()
        let service = backend.logged(to: log)
        await #expect(throws: StructuralError.unavailable(attempt: 1)) { try await service.feed() }
        expect(try await service.feed() == (try SampleFeed.feed()))
        try await service.removePost(PostID(4), by: SampleFeed.anna)
        expect(
            log.entries,
            equals: [
                "feed() failed: the feed service is unavailable (attempt '1')",
                "feed() -> 4 posts",
                "removePost(#4, by: anna) -> done",
            ])
    }

    @Test("a muting decorator hides the muted authors' posts and nothing else")
    func mutingHides() async throws {
        let feed = try await FeedBackend(feed: try SampleFeed.feed()).muting([SampleFeed.bob, SampleFeed.eve]).feed()
        expect(feed.posts.map(\.id), equals: [PostID(4), PostID(2), PostID(1)])
        expect(feed.post(id: PostID(1))?.comments.count, equals: 2)
    }

    @Test("the order of decorators matters: retrying outside logging logs every attempt, inside it logs one call")
    func retryLoggingOrder() async throws {
        let outsideLog = FeedLog()
        let retryOutside = FeedBackend(feed: try SampleFeed.feed(), failingFirstReads: 2)
            .logged(to: outsideLog).retrying(attempts: 3)
        let insideLog = FeedLog()
        let retryInside = FeedBackend(feed: try SampleFeed.feed(), failingFirstReads: 2)
            .retrying(attempts: 3).logged(to: insideLog)

        expect(try await retryOutside.feed() == (try await retryInside.feed()))
        expect(outsideLog.entries.count, equals: 3)
        expect(outsideLog.entries.last, equals: "feed() -> 4 posts")
        expect(insideLog.entries, equals: ["feed() -> 4 posts"])
    }

    @Test("decorator order matters: logging outside muting logs what the reader sees, inside, what was sent")
    func muteLoggingOrder() async throws {
        let backend = FeedBackend(feed: try SampleFeed.feed())
        let seenLog = FeedLog()
        let sentLog = FeedLog()
        let seen = try await backend.muting([SampleFeed.bob]).logged(to: seenLog).feed()
        let sent = try await backend.logged(to: sentLog).muting([SampleFeed.bob]).feed()
        expect(seen, equals: sent)
        expect(seenLog.entries, equals: ["feed() -> 3 posts"])
        expect(sentLog.entries, equals: ["feed() -> 4 posts"])
    }

    @Test("an extension adds a method to every FeedService, decorated or not, without wrapping it")
    func extensionAddsMethod() async throws {
        let backend = FeedBackend(feed: try SampleFeed.feed())
        let log = FeedLog()
        let plain = try await backend.posts(by: SampleFeed.dana)
        let decorated = try await backend.logged(to: log).posts(by: SampleFeed.dana)
        expect(plain.map(\.id), equals: [PostID(1)])
        expect(decorated, equals: plain)
        expect(backend.reads, equals: 2)
        expect(log.entries, equals: ["feed() -> 4 posts"])
    }
}
