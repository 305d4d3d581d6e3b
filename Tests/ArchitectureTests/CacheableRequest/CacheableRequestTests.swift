import ContractSupport
import Foundation
import Futubra
import FutubraServer
import Synchronization
import Testing

@testable import Architecture

/// What the coalescing check needs of a cache: loads, and how many callers wait on the network.
protocol RequestLoading: Sendable {
    func load(_ request: FeedRequest) async throws -> Data
    var waiting: Int { get async }
}

extension RequestCache: RequestLoading {
    func load(_ request: FeedRequest) async throws -> Data { try await load(request, policy: .cacheFirst) }
}

/// A cache as it is often first written: look, and on a miss fetch and keep. Every caller
/// that misses while the first answer is on its way sends its own request.
actor CheckThenFetchCache: RequestLoading {
    private let transport: RequestTransport
    private var entries: [FeedRequest: Data] = [:]
    private(set) var waiting = 0

    init(transport: RequestTransport) {
        self.transport = transport
    }

    func load(_ request: FeedRequest) async throws -> Data {
        if let kept = entries[request] { return kept }
        waiting += 1
        defer { waiting -= 1 }
        let data = try await transport.send(request)
        entries[request] = data
        return data
    }
}

/// Starts `count` loads of one request while the network is held, waits until all of them
/// wait, then lets the answer come. Checks that the server was reached once and that every
/// caller got the same answer.
func checkCoalescing(
    count: Int = 50,
    _ make: (RequestTransport) -> some RequestLoading,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    let server = FeedServer(feed: try SampleFeed.feed())
    let latch = Latch()
    let loader = make(RequestTransport.server(server).held(by: latch))
    let loads = (0..<count).map { _ in Task { try await loader.load(.posts(limit: 2)) } }
    let allWaiting = await yield { await loader.waiting == count }
    #expect(allWaiting, "not every load waited", sourceLocation: sourceLocation)
    latch.open()
    var answers: Set<Data> = []
    for load in loads { answers.insert(try await load.value) }
    #expect(answers.count == 1, sourceLocation: sourceLocation)
    #expect(server.requestLog == ["GET /posts?limit=2&offset=0 -> 200"], sourceLocation: sourceLocation)
}

@Suite(.timeLimit(.minutes(1)), .watchdog) struct CacheableRequestTests {
    let clock = VirtualClock()

    @Test("a request is a value: the next page is a new request, and a retry re-sends the very same one")
    func requestIsAValue() {
        let first = FeedRequest.posts(limit: 2)
        var retry = first
        let second = first.nextPage()
        expect(second.parameters["offset"], equals: "2")
        expect(first.parameters["offset"], equals: "0")
        expect(retry == first && retry.hashValue == first.hashValue)
        retry = retry.setting("offset", to: "0")
        expect(retry, equals: first)
        expect(second != first)
        expect(
            FeedRequest("GET", "/posts", parameters: ["a": "1", "b": "2"]),
            equals: FeedRequest("GET", "/posts", parameters: ["b": "2", "a": "1"]))
    }

    @Test("a request survives a JSON round trip and a binary property-list archive unchanged")
    func requestArchives() throws {
        let request = FeedRequest.posts(limit: 5, author: SampleFeed.bob).nextPage()
        expect(try FutubraJSON.decode(FeedRequest.self, from: FutubraJSON.encode(request)) == request)
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        let archive = try encoder.encode(request)
        expect(try PropertyListDecoder().decode(FeedRequest.self, from: archive) == request)
        let like = FeedRequest("POST", "/posts/4/like", body: Data(#"{"user":"eve"}"#.utf8))
        expect(try FutubraJSON.decode(FeedRequest.self, from: FutubraJSON.encode(like)), equals: like)
        expect(try PropertyListDecoder().decode(FeedRequest.self, from: encoder.encode(like)), equals: like)
    }

    @Test(
        "the cache keys on the request, not the path: other parameters are another entry, an equal request shares one")
    func keysOnTheRequest() async throws {
        let server = FeedServer(feed: try SampleFeed.feed())
        let cache = RequestCache(transport: .server(server), clock: clock, maxAge: .seconds(60))
        let page1 = try await cache.load(.posts(limit: 2))
        let page2 = try await cache.load(FeedRequest.posts(limit: 2).nextPage())
        expect(page1 != page2)
        expect(try await cache.load(FeedRequest("GET", "/posts", parameters: ["limit": "2", "offset": "0"])) == page1)
        expect(await cache.count == 2)
        expect(server.requestLog, equals: ["GET /posts?limit=2&offset=0 -> 200", "GET /posts?limit=2&offset=2 -> 200"])
    }

    @Test("cache-first serves the kept answer until the instant of expiry, and from that instant reaches the server")
    func expiryOnTheClock() async throws {
        let server = FeedServer(feed: try SampleFeed.feed())
        let cache = RequestCache(transport: .server(server), clock: clock, maxAge: .seconds(60))
        let request = FeedRequest.posts(limit: 2)
        _ = try await cache.load(request)
        clock.advance(by: .seconds(60) - .nanoseconds(1))
        expect(await cache.isFresh(request))
        _ = try await cache.load(request)
        expect(server.requestLog.count, equals: 1)
        clock.advance(by: .nanoseconds(1))
        expect(await !cache.isFresh(request))
        _ = try await cache.load(request)
        expect(server.requestLog.count, equals: 2)
        clock.advance(by: .seconds(61))
        _ = try await cache.load(request)
        expect(server.requestLog.count, equals: 3)
    }

    @Test("network-first reaches the server every time and falls back to the kept answer when it fails")
    func networkFirst() async throws {
        let server = FeedServer(feed: try SampleFeed.feed())
        let cache = RequestCache(transport: .server(server), clock: clock, maxAge: .seconds(60))
        let request = FeedRequest.posts(limit: 2)
        let kept = try await cache.load(request, policy: .networkFirst)
        _ = try server.respond(method: "POST", path: "/posts/4/like", body: FutubraJSON.encode(["user": "eve"]))
        let fresh = try await cache.load(request, policy: .networkFirst)
        expect(fresh != kept)
        server.failNext(1)
        expect(try await cache.load(request, policy: .networkFirst) == fresh)
        server.failNext(1)
        await #expect(throws: ArchitectureError.self) {
            try await cache.load(request.nextPage(), policy: .networkFirst)
        }
    }

    @Test("network-only never answers from the cache, but keeps its answer for cache-first")
    func networkOnly() async throws {
        let server = FeedServer(feed: try SampleFeed.feed())
        let cache = RequestCache(transport: .server(server), clock: clock, maxAge: .seconds(60))
        let request = FeedRequest.posts(limit: 2)
        _ = try await cache.load(request, policy: .networkOnly)
        _ = try await cache.load(request, policy: .networkOnly)
        expect(server.requestLog.count, equals: 2)
        server.failNext(1)
        await #expect(throws: ArchitectureError.status(503, request: "GET /posts?limit=2&offset=0")) {
            try await cache.load(request, policy: .networkOnly)
        }
        _ = try await cache.load(request, policy: .cacheFirst)
        expect(server.requestLog.count, equals: 3)
    }

    @Test("fifty concurrent loads of equal requests reach the server once, and all get its answer")
    func coalesces() async throws {
        try await checkCoalescing { RequestCache(transport: $0, clock: clock, maxAge: .seconds(60)) }
    }

    @Test("a cache that checks, then fetches, sends one request per waiting caller", .tags(.control))
    func checkThenFetchFails() async {
        await withKnownIssue {
            try await checkCoalescing { CheckThenFetchCache(transport: $0) }
        }
    }

    @Test("a failure of the one load reaches every waiter")
    func failureReachesEveryone() async throws {
        let server = FeedServer(feed: try SampleFeed.feed())
        server.failNext(1)
        let latch = Latch()
        let cache = RequestCache(
            transport: RequestTransport.server(server).held(by: latch), clock: clock, maxAge: .seconds(60))
        let loads = (0..<20).map { _ in Task { try await cache.load(.posts(limit: 2)) } }
        expect(await yield { await cache.waiting == 20 })
        latch.open()
        for load in loads {
            await #expect(throws: ArchitectureError.status(503, request: "GET /posts?limit=2&offset=0")) {
                try await load.value
            }
        }
        expect(server.requestLog.count, equals: 1)
    }

    @Test("cancelling one waiter ends its wait only: the load goes on and the others get the answer")
    func cancellingOneWaiter() async throws {
        let server = FeedServer(feed: try SampleFeed.feed())
        let latch = Latch()
        let cache = RequestCache(
            transport: RequestTransport.server(server).held(by: latch), clock: clock, maxAge: .seconds(60))
        let loads = (0..<10).map { _ in Task { try await cache.load(.posts(limit: 2)) } }
        expect(await yield { await cache.waiting == 10 })
        loads[0].cancel()
        await #expect(throws: CancellationError.self) { try await loads[0].value }
        let stillWaiting = await cache.waiting
        expect(stillWaiting, equals: 9, "the others still wait for the load")
        // A cache that dropped the others' waits would never answer them: stop here.
        guard stillWaiting == 9 else { return }
        latch.open()
        for load in loads.dropFirst() { _ = try await load.value }
        expect(latch.cancelledWaits, equals: 0)
        expect(server.requestLog.count, equals: 1)
    }

    @Test("when every waiter is cancelled, the cancellation reaches the request in flight")
    func cancellingEveryone() async throws {
        let server = FeedServer(feed: try SampleFeed.feed())
        let latch = Latch()
        let cache = RequestCache(
            transport: RequestTransport.server(server).held(by: latch), clock: clock, maxAge: .seconds(60))
        let ended = CallCounter()
        let loads = (0..<3).map { _ in
            Task {
                defer { ended.increment() }
                return try await cache.load(.posts(limit: 2))
            }
        }
        expect(await yield { await cache.waiting == 3 })
        for load in loads { load.cancel() }
        let allEnded = await yield { ended.value == 3 }
        expect(allEnded, "every cancelled caller's wait ended")
        // A cache that lost a caller's wait would never end it: stop here.
        guard allEnded else { return }
        for load in loads { await #expect(throws: CancellationError.self) { try await load.value } }
        expect(await yield { latch.cancelledWaits == 1 })
        expect(server.requestLog.isEmpty)
    }

    @Test("a write is sent every time and never kept, and it drops the kept answers it may have changed")
    func writeDropsWhatItChanged() async throws {
        let server = FeedServer(feed: try SampleFeed.feed())
        let cache = RequestCache(transport: .server(server), clock: clock, maxAge: .seconds(60))
        let page = FeedRequest.posts(limit: 2)
        let conversations = FeedRequest("GET", "/conversations")
        let before = try await cache.load(page)
        server.failNext(1, status: 401)
        _ = try? await cache.load(conversations)
        _ = try await cache.load(FeedRequest("GET", "/feed"))
        let like = FeedRequest("POST", "/posts/4/like", body: Data(#"{"user":"eve"}"#.utf8))
        _ = try await cache.write(like)
        _ = try await cache.write(like)
        expect(!(await cache.isFresh(page)), "the page the like changed is no longer kept")
        expect(await cache.isFresh(FeedRequest("GET", "/feed")), "an answer under another path is kept")
        let after = try await cache.load(page)
        expect(after != before, "the next read shows the like")
        expect(
            server.requestLog.filter { $0.hasPrefix("POST") },
            equals: ["POST /posts/4/like -> 200", "POST /posts/4/like -> 200"], "each write is sent")
    }

    @Test("a read in flight when a write is sent answers its callers, but its answer is not kept")
    func readInFlightDuringAWriteIsNotKept() async throws {
        let server = FeedServer(feed: try SampleFeed.feed())
        let latch = Latch()
        let wire = RequestTransport.server(server)
        let slowReads = RequestTransport { request in
            let data = try await wire.send(request)
            if request.method == "GET" { try await latch.wait() }
            return data
        }
        let cache = RequestCache(transport: slowReads, clock: clock, maxAge: .seconds(60))
        let page = FeedRequest.posts(limit: 2)
        let read = Task { try await cache.load(page) }
        expect(await yield { latch.waiting == 1 }, "the read was answered by the server, and is on its way back")
        _ = try await cache.write(FeedRequest("POST", "/posts/4/like", body: Data(#"{"user":"eve"}"#.utf8)))
        latch.open()
        let stale = try await read.value
        expect(!(await cache.isFresh(page)), "the answer from before the like is not kept")
        expect(try await cache.load(page) != stale, "the next read goes to the server and shows the like")
    }
}
