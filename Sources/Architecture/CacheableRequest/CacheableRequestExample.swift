import ExampleKit
import Foundation
import Futubra
import FutubraServer

/// Plays the cacheable request: a value that pages and retries, a cache keyed on it with
/// expiry on a virtual clock, a write that drops what it changed, and five concurrent loads
/// that reach the server once.
public struct CacheableRequestExample: Example {
    public static let id = "cacheable-request"
    public init() {}

    public func run(in transcript: Transcript) async throws {
        transcript.section("a request is a value")
        let first = FeedRequest.posts(limit: 2)
        let second = first.nextPage()
        transcript.line("page 1: \(first)")
        transcript.line("page 2: \(second); page 1 is still \(first)")
        let json = try FutubraJSON.encode(first)
        let restored = try FutubraJSON.decode(FeedRequest.self, from: json)
        transcript.line("as JSON: \(String(decoding: json, as: UTF8.self))")
        transcript.line("decoded equal to the original: \(restored == first)")

        transcript.section("the cache keys on the request")
        let server = FeedServer(feed: try SampleFeed.feed())
        let clock = VirtualClock()
        let cache = RequestCache(transport: .server(server), clock: clock, maxAge: .seconds(60))
        let page = try FutubraJSON.decode(FeedPage.self, from: try await cache.load(first))
        transcript.line("page 1: posts \(page.posts.map(\.id.description).joined(separator: ", ")) of \(page.total)")
        _ = try await cache.load(first)
        _ = try await cache.load(second)
        transcript.line("page 1 twice, page 2 once: the server answered \(server.requestLog.count) requests")

        transcript.section("expiry on a virtual clock (60 s)")
        clock.advance(by: .seconds(59))
        _ = try await cache.load(first)
        transcript.line("at 59 s, cache-first serves the copy: \(server.requestLog.count) requests")
        clock.advance(by: .seconds(1))
        _ = try await cache.load(first)
        transcript.line("at 60 s it has expired and goes to the server: \(server.requestLog.count) requests")

        transcript.section("a write is never kept, and drops the answers it may have changed")
        let like = FeedRequest("POST", "/posts/4/like", body: Data(#"{"user":"eve"}"#.utf8))
        _ = try await cache.write(like)
        transcript.line("eve likes #4 through the cache: page 1 still fresh: \(await cache.isFresh(first))")
        let liked = try FutubraJSON.decode(FeedPage.self, from: try await cache.load(first))
        transcript.line(
            "page 1 again: \(server.requestLog.count) requests; #4 now has \(liked.posts.first?.likeCount ?? 0) likes")

        transcript.section("network-first falls back, network-only does not")
        server.failNext(2)
        _ = try await cache.load(first, policy: .networkFirst)
        transcript.line("the server fails; network-first serves the kept copy")
        do {
            _ = try await cache.load(first, policy: .networkOnly)
        } catch {
            transcript.line("the server fails; network-only reports it: \(error)")
        }

        transcript.section("five screens load one request at once")
        let latch = Latch()
        let held = RequestCache(
            transport: RequestTransport.server(server).held(by: latch), clock: clock, maxAge: .seconds(60))
        let before = server.requestLog.count
        let loads = (1...5).map { _ in Task { try await held.load(first) } }
        await yield { await held.waiting == 5 }
        transcript.line("five loads wait for one answer")
        latch.open()
        var answers = 0
        for load in loads where (try? await load.value) != nil { answers += 1 }
        transcript.line("\(answers) answers, \(server.requestLog.count - before) request at the server")
    }
}
