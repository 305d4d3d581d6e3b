import Foundation
import Futubra
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A Futubra backend that lives in the test process and answers real `URLSession` requests.
///
/// It owns a ``Feed`` and serves these endpoints (JSON in and out):
///
/// | request | answer |
/// |---|---|
/// | `GET /feed` | 200 and the feed |
/// | `GET /posts?offset=…&limit=…[&author=…]` | 200 and one ``FeedPage`` of the feed, newest first |
/// | `POST /posts/{id}/like`, `POST /posts/{id}/unlike` with `{"user": …}` | 200 and the post |
/// | `GET /posts/{id}/comments` | 200 and the comments |
/// | `POST /posts/{id}/comments` with `{"author": …, "text": …}` | 201 and the comment; 400 for empty text |
///
/// Conversations between users need `Authorization: Bearer <token>` (see ``signIn()``):
///
/// | request | answer |
/// |---|---|
/// | `GET /conversations` | 200 and the conversations, oldest first |
/// | `GET /conversations/{id}/messages` | 200 and the messages, oldest first |
/// | `POST /conversations/{id}/messages` with `{"author": …, "text": …}` | 201 and the message; 400 for empty text |
/// | the same POST with an `Idempotency-Key` already used | 201 and the message stored the first time, nothing stored; 422 if the key came with another message |
/// | `POST /auth/refresh` with `{"refreshToken": …}` | 200 and a ``TokenGrant``; 401 once the refresh is revoked |
///
/// `POST /logs` with a JSON array of ``ReportedLog`` answers 200 and a ``LogReceipt``; it keeps
/// one entry per id, so a batch sent twice is stored once (``reportedLogs``).
///
/// A missing or expired token answers 401. Unknown posts and conversations answer 404, bad
/// bodies 400, always with `{"error": "…"}`. A test injects failures
/// (``failNext(_:status:)``, ``inject(_:)``) and latency: each request advances a simulated
/// clock by ``latency`` instead of sleeping, so runs stay fast and deterministic.
///
/// ```swift
/// let server = FeedServer(feed: try SampleFeed.feed())
/// server.failNext(1)                         // the next request answers 503
/// let client = FeedClient(server: server)    // a URLSession routed to this server
/// ```
public final class FeedServer: Sendable {
    /// The unique host this server answers for.
    public let host: String
    /// How much simulated time each request takes.
    public let latency: Duration
    private let state: Mutex<Backend>

    /// Everything the server remembers, guarded by one lock.
    private struct Backend {
        var feed: Feed
        var failures: [Fault] = []
        var log: [String] = []
        var elapsed: Duration = .zero
        var messaging = Messaging()
        var logs = LogInbox()
    }

    /// A queued failure: a status instead of the answer, or a fault.
    private enum Fault {
        case status(Int)
        case fault(ServerFault)
    }

    /// A server holding `feed`, reachable at a fresh host.
    public init(feed: Feed, latency: Duration = .milliseconds(80)) {
        self.host = ServerDirectory.makeHost()
        self.latency = latency
        self.state = Mutex(Backend(feed: feed))
        ServerDirectory.register(self)
    }

    deinit {
        ServerDirectory.remove(host)
    }

    /// The base URL of the API: `http://<host>`.
    public var baseURL: URL {
        var components = URLComponents()
        components.scheme = "http"
        components.host = host
        return components.url ?? URL(fileURLWithPath: "/")
    }

    /// A session whose requests this process answers in memory (through ``FeedURLProtocol``).
    public func makeSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [FeedURLProtocol.self]
        return URLSession(configuration: configuration)
    }

    /// Makes the next `count` requests fail with `status` (503 by default).
    public func failNext(_ count: Int, status: Int = 503) {
        state.withLock { $0.failures += Array(repeating: .status(status), count: max(count, 0)) }
    }

    /// Plays `fault` on the next request that has no failure queued before it.
    public func inject(_ fault: ServerFault) {
        state.withLock { $0.failures.append(.fault(fault)) }
    }

    /// Signs a user in: a fresh access token and the refresh token that renews it.
    public func signIn() -> (accessToken: String, refreshToken: String) {
        state.withLock { backend in
            let access = backend.messaging.issueAccessToken()
            return (access, backend.messaging.refreshToken)
        }
    }

    /// Makes every access token issued so far expire: the next request with one answers 401.
    public func expireTokens() {
        state.withLock { $0.messaging.validTokens = [] }
    }

    /// Makes `POST /auth/refresh` answer 401 from now on: the session has ended.
    public func revokeRefresh() {
        state.withLock { $0.messaging.refreshRevoked = true }
    }

    /// Makes every token, even one issued later, answer 401: a server that cannot check tokens.
    public func refuseAllTokens() {
        state.withLock { $0.messaging.refusesAllTokens = true }
    }

    /// Starts a conversation between `participants`.
    @discardableResult
    public func startConversation(_ participants: [UserName]) -> Conversation {
        state.withLock { $0.messaging.startConversation(participants) }
    }

    /// The messages of `conversation` as the server holds them, oldest first.
    public func messages(in conversation: ConversationID) -> [DirectMessage] {
        state.withLock { backend in backend.messaging.messages.filter { $0.conversation == conversation } }
    }

    /// The log entries received so far, one per id, in the order they first arrived.
    public var reportedLogs: [ReportedLog] { state.withLock { $0.logs.entries } }

    /// How many entries arrived again after the server already held their id.
    public var duplicateLogs: Int { state.withLock { $0.logs.duplicates } }

    /// The id of every log entry received, in order, each time it arrived (repeats included).
    public var logArrivals: [String] { state.withLock { $0.logs.arrivals } }

    /// The feed as the server holds it now.
    public var feed: Feed { state.withLock { $0.feed } }

    /// Every request answered so far: `GET /feed -> 200`.
    public var requestLog: [String] { state.withLock { $0.log } }

    /// Simulated time spent answering: ``latency`` per request.
    public var elapsed: Duration { state.withLock { $0.elapsed } }

    /// Answers one request; the URL protocol calls this, and so can a test. `query` holds the
    /// URL's query items (only `GET /posts` reads them).
    /// `headers` holds the request's header fields (only conversations read `Authorization`).
    public func respond(
        method: String, path: String, query: [String: String] = [:], body: Data?, headers: [String: String] = [:]
    ) -> ServerResponse {
        state.withLock { backend in
            backend.elapsed += latency
            func answer() -> ServerResponse {
                if path == "/logs" { return backend.logs.route(method: method, body: body) }
                if path.hasPrefix("/conversations") || path.hasPrefix("/auth") {
                    return backend.messaging.route(method: method, path: path, body: body, headers: headers)
                }
                return Self.route(method: method, path: path, query: query, body: body, feed: &backend.feed)
            }
            let response: ServerResponse
            switch backend.failures.isEmpty ? nil : backend.failures.removeFirst() {
            case nil: response = answer()
            case .status(let status): response = .error(status, "the service is unavailable, try again")
            case .fault(.dropConnection): response = ServerResponse(status: 0, body: Data(), dropsConnection: true)
            case .fault(.malformedBody):
                response = ServerResponse(status: 200, body: Data("{\"conversations\": [".utf8))
            case .fault(.failAfterApplying(let status)):
                _ = answer()
                response = .error(status, "the gateway timed out")
            }
            let shownQuery = query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
            backend.log.append("\(method) \(path)\(shownQuery.isEmpty ? "" : "?" + shownQuery) -> \(response.status)")
            return response
        }
    }

    /// `{"user": …}`.
    private struct LikeBody: Decodable {
        var user: UserName
    }

    /// `{"author": …, "text": …}`.
    private struct CommentBody: Decodable {
        var author: UserName
        var text: String
    }

    private static func route(
        method: String, path: String, query: [String: String], body: Data?, feed: inout Feed
    ) -> ServerResponse {
        let parts = path.split(separator: "/").map(String.init)
        do throws(FutubraError) {
            switch (method, parts.count, parts.first, parts.last) {
            case ("GET", 1, "feed", _):
                return try .ok(feed)
            case ("GET", 1, "posts", _):
                return try page(of: feed, query: query)
            case ("POST", 3, "posts", "like"), ("POST", 3, "posts", "unlike"):
                let id = try postID(parts[1], in: feed)
                let user = try FutubraJSON.decode(LikeBody.self, from: body ?? Data()).user
                let liking = parts[2] == "like"
                let post = try feed.update(id: id) { post in
                    if liking { post.like(by: user) } else { post.unlike(by: user) }
                    return post
                }
                return try .ok(post)
            case ("GET", 3, "posts", "comments"):
                let id = try postID(parts[1], in: feed)
                return try .ok(feed.post(id: id)?.comments ?? [])
            case ("POST", 3, "posts", "comments"):
                let id = try postID(parts[1], in: feed)
                let request = try FutubraJSON.decode(CommentBody.self, from: body ?? Data())
                let content = try Content.text(request.text)
                let comment = try feed.update(id: id) { $0.addComment(by: request.author, content: content) }
                return try .ok(comment, status: 201)
            default:
                return .error(404, "no endpoint '\(method) \(path)'")
            }
        } catch .postNotFound(let id) {
            return .error(404, FutubraError.postNotFound(id).description)
        } catch {
            return .error(400, error.description)
        }
    }

    /// One page of the feed: `offset` (default 0) and `limit` (default 20) posts, optionally
    /// only those by `author`.
    private static func page(of feed: Feed, query: [String: String]) throws(FutubraError) -> ServerResponse {
        let offset = Int(query["offset"] ?? "0") ?? -1
        let limit = Int(query["limit"] ?? "20") ?? -1
        guard offset >= 0, limit > 0 else {
            return .error(400, "bad page: offset '\(query["offset"] ?? "")', limit '\(query["limit"] ?? "")'")
        }
        let posts = feed.posts.filter { post in query["author"].map { post.author.rawValue == $0 } ?? true }
        let slice = Array(posts.dropFirst(offset).prefix(limit))
        return try .ok(FeedPage(posts: slice, offset: offset, total: posts.count))
    }

    private static func postID(_ text: String, in feed: Feed) throws(FutubraError) -> PostID {
        guard let raw = Int(text) else {
            throw .invalidJSON(field: "id", reason: "'\(text)' is not a post id")
        }
        let id = PostID(raw)
        guard feed.post(id: id) != nil else { throw .postNotFound(id) }
        return id
    }
}
