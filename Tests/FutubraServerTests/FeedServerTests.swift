import ContractSupport
import Foundation
import Futubra
import FutubraServer
import Testing

@Suite("FeedServer and FeedClient", .timeLimit(.minutes(1)), .watchdog)
struct FeedServerTests {
    let server: FeedServer
    let client: FeedClient

    init() throws {
        server = FeedServer(feed: try SampleFeed.feed())
        client = FeedClient(server: server)
    }

    @Test("a real URLSession request reaches the in-process server and decodes the feed")
    func loadsTheFeedThroughURLSession() async throws {
        let feed = try await client.feed()
        expect(feed, equals: (try SampleFeed.feed()))
        expect(server.requestLog, equals: ["GET /feed -> 200"])
    }

    @Test("like and unlike change the server's feed and answer the changed post")
    func likeAndUnlike() async throws {
        let liked = try await client.like(PostID(3), as: SampleFeed.eve)
        expect(liked.isLiked(by: SampleFeed.eve))
        expect(server.feed.post(id: PostID(3))?.likeCount, equals: 1)
        let unliked = try await client.unlike(PostID(3), as: SampleFeed.eve)
        expect(unliked.likeCount, equals: 0)
        expect(server.feed.post(id: PostID(3))?.likeCount, equals: 0)
    }

    @Test("comments are read and added; empty text is refused with 400 and a JSON error")
    func comments() async throws {
        expect(try await client.comments(on: PostID(1)).count == 2)
        let added = try await client.addComment("Nice", on: PostID(1), as: SampleFeed.eve)
        expect(added.id, equals: CommentID(3))
        expect(
            try await client.comments(on: PostID(1)).map(\.author) == [SampleFeed.anna, SampleFeed.eve, SampleFeed.eve])
        let error = await #expect(throws: FeedClientError.self) {
            try await client.addComment("  ", on: PostID(1), as: SampleFeed.eve)
        }
        expect(error, equals: .status(400, message: FutubraError.emptyText.description))
        expect(server.feed.post(id: PostID(1))?.comments.count, equals: 3)
    }

    @Test("an unknown post answers 404 and the error names it")
    func unknownPost() async throws {
        let error = await #expect(throws: FeedClientError.self) {
            try await client.like(PostID(9), as: SampleFeed.eve)
        }
        expect(error, equals: .status(404, message: "no post with id '9'"))
    }

    @Test("injected failures fail exactly the next N requests with 503, then the server recovers")
    func injectedFailures() async throws {
        server.failNext(2)
        for _ in 0..<2 {
            let error = await #expect(throws: FeedClientError.self) { try await client.feed() }
            expect(error?.status, equals: 503)
        }
        expect(try await client.feed().count == 4)
        expect(server.requestLog, equals: ["GET /feed -> 503", "GET /feed -> 503", "GET /feed -> 200"])
        server.failNext(1, status: 500)
        let error = await #expect(throws: FeedClientError.self) { try await client.like(PostID(3), as: SampleFeed.eve) }
        expect(error?.status, equals: 500)
        expect(server.feed.post(id: PostID(3))?.likeCount, equals: 0)
    }

    @Test("latency is simulated time: each request advances the server clock without sleeping")
    func simulatedLatency() async throws {
        let slow = FeedServer(feed: try SampleFeed.feed(), latency: .seconds(2))
        let client = FeedClient(server: slow)
        _ = try await client.feed()
        _ = try await client.comments(on: PostID(1))
        expect(slow.elapsed, equals: .seconds(4))
    }

    @Test("each server has its own host, so two servers in one process never mix their feeds")
    func serversAreIsolated() async throws {
        let other = FeedServer(feed: Feed())
        expect(other.host != server.host)
        expect(try await FeedClient(server: other).feed().isEmpty)
        expect(try await client.feed().count == 4)
    }

    @Test("a request to a host no server owns fails as a transport error")
    func unknownHost() async throws {
        var gone: FeedServer? = FeedServer(feed: Feed())
        let url = try #require(gone?.baseURL)
        let session = try #require(gone?.makeSession())
        gone = nil
        let error = await #expect(throws: FeedClientError.self) {
            try await FeedClient(baseURL: url, session: session).feed()
        }
        let isTransport = if case .transport? = error { true } else { false }
        expect(isTransport, "expected a transport error, got \(String(describing: error))")
    }

    @Test("a malformed body is refused with 400 and a JSON error that names the field")
    func malformedBody() throws {
        let answer = server.respond(method: "POST", path: "/posts/1/comments", body: Data(#"{"author":"eve"}"#.utf8))
        expect(answer.status, equals: 400)
        let body = try JSONSerialization.jsonObject(with: answer.body) as? [String: String]
        expect(body?["error"], equals: "invalid JSON at 'text': is missing")
        expect(server.respond(method: "DELETE", path: "/feed", body: nil).status, equals: 404)
    }
}

@Suite("FeedServer paging", .timeLimit(.minutes(1)), .watchdog)
struct FeedServerPagingTests {
    @Test("GET /posts answers one page at a time, with the total, and filters by author")
    func pages() throws {
        let server = FeedServer(feed: try SampleFeed.feed())
        let first = try FutubraJSON.decode(
            FeedPage.self, from: server.respond(method: "GET", path: "/posts", query: ["limit": "3"], body: nil).body)
        expect(first.posts.map(\.id), equals: [PostID(4), PostID(3), PostID(2)])
        expect(first.total == 4 && first.hasMore)
        let second = try FutubraJSON.decode(
            FeedPage.self,
            from: server.respond(method: "GET", path: "/posts", query: ["limit": "3", "offset": "3"], body: nil).body)
        expect(second.posts.map(\.id), equals: [PostID(1)])
        expect(!second.hasMore)
        let bobs = try FutubraJSON.decode(
            FeedPage.self, from: server.respond(method: "GET", path: "/posts", query: ["author": "bob"], body: nil).body
        )
        expect(bobs.posts.map(\.id), equals: [PostID(3)])
        expect(server.respond(method: "GET", path: "/posts", query: ["limit": "0"], body: nil).status, equals: 400)
        expect(server.requestLog.first, equals: "GET /posts?limit=3 -> 200")
    }
}
