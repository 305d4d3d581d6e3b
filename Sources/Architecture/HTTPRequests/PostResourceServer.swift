import Foundation
import Futubra
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A small REST API over Futubra posts that lives in the process and answers real
/// `URLSession` requests (through ``PostResourceURLProtocol``).
///
/// | request | answer |
/// |---|---|
/// | `GET /posts/{id}` | 200 and the post: its likes, comments and settings |
/// | `PUT /posts/{id}/likes/{user}`, `DELETE` the same | 204: the like is there, or not |
/// | `POST /posts/{id}/comments` with `{"author": …, "text": …}` | 201, `Location` and the comment; 400 for empty text |
/// | the same POST with an `Idempotency-Key` already used | the first answer again, nothing stored; 422 if the key came with another body |
/// | `PUT /posts/{id}/settings` with `{"pinned": …, "commentsOpen": …}` | 200: the whole settings replaced, a field left out reset |
/// | `PATCH /posts/{id}/settings` with some of the fields | 200: only the fields sent changed |
///
/// An unknown post or path answers 404; a known path with another method 405 and `Allow`.
/// ``loseAnswers(_:)`` makes the next requests be applied and their answers lost, as when a
/// connection drops after the server did the work.
final class PostResourceServer: Sendable {
    /// The host this server answers for.
    let host: String
    private let state: Mutex<Store>
    private let watcher = Mutex<(@Sendable (String) -> Void)?>(nil)

    /// A post's settings: the fields `PUT` replaces and `PATCH` changes.
    struct Settings: Codable, Equatable, Sendable {
        var pinned = false
        var commentsOpen = true
    }

    /// A post as `GET /posts/{id}` shows it.
    struct PostResource: Codable, Equatable, Sendable {
        var id: Int
        var likes: [String]
        var comments: [String]
        var settings: Settings
    }

    private struct Store {
        var posts: [Int: PostResource]
        var keys: [String: (request: String, answer: HTTPAnswer)] = [:]
        var answersToLose = 0
        var log: [String] = []
    }

    /// A server holding empty resources for the posts `ids`.
    init(posts ids: [PostID]) {
        host = "posts-\(Self.directory.withLock { $0.issue() }).resources.test"
        let posts = ids.map { PostResource(id: $0.rawValue, likes: [], comments: [], settings: Settings()) }
        state = Mutex(Store(posts: Dictionary(uniqueKeysWithValues: posts.map { ($0.id, $0) })))
        Self.directory.withLock { $0.servers[host] = Weak(server: self) }
    }

    deinit {
        _ = Self.directory.withLock { $0.servers.removeValue(forKey: host) }
    }

    /// The base URL: `http://<host>`.
    var baseURL: URL {
        URL(string: "http://\(host)") ?? URL(fileURLWithPath: "/")
    }

    /// A session whose requests this server answers in memory.
    func makeSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [PostResourceURLProtocol.self]
        return URLSession(configuration: configuration)
    }

    /// The post `id` as the server holds it now.
    func post(_ id: Int) -> PostResource? { state.withLock { $0.posts[id] } }

    /// Every request answered, in order: `PUT /posts/1/likes/eve -> 204`.
    var requestLog: [String] { state.withLock { $0.log } }

    /// The next `count` requests are applied, then their answers are lost on the way back.
    func loseAnswers(_ count: Int) { state.withLock { $0.answersToLose += count } }

    /// Calls `watch` with each request line as it arrives, before it is answered, on the
    /// thread the URL loading system answers on.
    func watchRequests(_ watch: @escaping @Sendable (String) -> Void) { watcher.withLock { $0 = watch } }

    /// Answers one request; nil when its answer is lost.
    func respond(method: String, path: String, body: Data?, headers: [String: String]) -> HTTPAnswer? {
        let line = "\(method) \(path)"
        watcher.withLock { $0 }?(line)
        return state.withLock { store in
            let answer: HTTPAnswer
            let text = String(decoding: body ?? Data(), as: UTF8.self)
            if let key = headers["Idempotency-Key"], method == "POST" {
                if let seen = store.keys[key] {
                    answer =
                        seen.request == line + text
                        ? seen.answer : Self.error(422, "key '\(key)' was used for another request")
                } else {
                    answer = Self.route(method: method, path: path, body: body, posts: &store.posts)
                    store.keys[key] = (line + text, answer)
                }
            } else {
                answer = Self.route(method: method, path: path, body: body, posts: &store.posts)
            }
            let lost = store.answersToLose > 0
            store.answersToLose -= lost ? 1 : 0
            store.log.append("\(line) -> \(lost ? "lost" : String(answer.status))")
            return lost ? nil : answer
        }
    }

    private struct CommentBody: Decodable {
        var author: String
        var text: String
    }

    private struct SettingsPatch: Decodable {
        var pinned: Bool?
        var commentsOpen: Bool?
    }

    private static func route(method: String, path: String, body: Data?, posts: inout [Int: PostResource]) -> HTTPAnswer
    {
        let parts = path.split(separator: "/").map(String.init)
        guard parts.count >= 2, parts[0] == "posts", let id = Int(parts[1]) else {
            return error(404, "no resource '\(path)'")
        }
        guard var post = posts[id] else { return error(404, "no post '\(parts[1])'") }
        let allowed: [String]
        switch parts.count {
        case 2: allowed = ["GET"]
        case 3 where parts[2] == "comments": allowed = ["POST"]
        case 3 where parts[2] == "settings": allowed = ["PUT", "PATCH"]
        case 4 where parts[2] == "likes": allowed = ["PUT", "DELETE"]
        default: return error(404, "no resource '\(path)'")
        }
        guard allowed.contains(method) else {
            var answer = error(405, "'\(method)' is not allowed on '\(path)'")
            answer.headers["Allow"] = allowed.joined(separator: ", ")
            return answer
        }
        let answer: HTTPAnswer
        switch (method, parts.count) {
        case ("GET", _): return json(200, post)
        case ("PUT", 4):
            post.likes = Array(Set(post.likes + [parts[3]])).sorted()
            answer = HTTPAnswer(204)
        case ("DELETE", _):
            post.likes.removeAll { $0 == parts[3] }
            answer = HTTPAnswer(204)
        case ("POST", _):
            guard let comment = try? JSONDecoder().decode(CommentBody.self, from: body ?? Data()),
                !comment.text.isEmpty
            else { return error(400, "a comment needs an author and text") }
            post.comments.append("\(comment.author): \(comment.text)")
            answer = HTTPAnswer(
                201, headers: ["Location": "/posts/\(id)/comments/\(post.comments.count)"],
                body: "{\"id\":\(post.comments.count)}")
        default:
            guard let patch = try? JSONDecoder().decode(SettingsPatch.self, from: body ?? Data()) else {
                return error(400, "settings must be a JSON object")
            }
            let base = method == "PUT" ? Settings() : post.settings
            post.settings = Settings(
                pinned: patch.pinned ?? base.pinned, commentsOpen: patch.commentsOpen ?? base.commentsOpen)
            answer = json(200, post.settings)
        }
        posts[id] = post
        return answer
    }

    private static func json(_ status: Int, _ value: some Encodable) -> HTTPAnswer {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = (try? encoder.encode(value)) ?? Data()
        return HTTPAnswer(status, body: String(decoding: data, as: UTF8.self))
    }

    private static func error(_ status: Int, _ message: String) -> HTTPAnswer {
        HTTPAnswer(status, body: "{\"error\":\"\(message)\"}")
    }

    // MARK: Finding a server by host

    /// A server held weakly: the directory never keeps one alive.
    private struct Weak {
        weak var server: PostResourceServer?
    }

    /// The hosts issued so far and the live servers; the URL protocol, which Foundation
    /// creates, finds its server here.
    private struct Directory {
        var issued = 0
        var servers: [String: Weak] = [:]
        mutating func issue() -> Int {
            issued += 1
            return issued
        }
    }

    private static let directory = Mutex(Directory())

    /// The live server at `host`, if any.
    static func server(at host: String) -> PostResourceServer? {
        directory.withLock { $0.servers[host]?.server }
    }
}
