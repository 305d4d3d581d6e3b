import Foundation
import Futubra
import Synchronization

/// Futubra's server, in memory, with a hand on when it answers.
///
/// Intent: concurrency bugs live in interleavings ("the second call arrives while the first
/// still waits for its answer"), and a test that hopes for an interleaving proves nothing. So
/// every request this backend receives is logged as it arrives, and while the backend
/// *holds*, it waits there until the run lets it go: all at once, the earliest first, or one
/// named request. A run or a test decides the order; nothing sleeps. The backend also counts
/// the requests in flight (and the most ever in flight at once) and can fail the next ones.
///
/// ```swift
/// let backend = FeedBackend(feed: try SampleFeed.feed(), holding: true)
/// let first = Task { try await backend.post(PostID(3)) }
/// await yield { backend.held == ["GET /posts/3"] }   // arrived, and waiting
/// backend.release()                                   // now it answers
/// ```
final class FeedBackend: Sendable {
    /// One request waiting for the run to let it go.
    private struct Held {
        var number: Int
        var request: String
        var continuation: CheckedContinuation<Void, any Error>
    }

    /// Everything the backend knows, behind one lock.
    private struct Books {
        var feed: Feed
        var holding: Bool
        var log: [String] = []
        var inFlight = 0
        var maxInFlight = 0
        var failures = 0
        var issued = 0
        var held: [Held] = []
    }

    private let books: Mutex<Books>

    /// A backend serving `feed`; with `holding`, every request waits until it is released.
    init(feed: Feed, holding: Bool = false) {
        books = Mutex(Books(feed: feed, holding: holding))
    }

    // MARK: - The API

    /// `GET /posts/<id>`: the post with `id`.
    func post(_ id: PostID, requestID: String? = nil) async throws -> Post {
        try await answer("GET /posts/\(id.rawValue)", requestID: requestID) { feed in
            guard let post = feed.post(id: id) else { throw ConcurrencyError.postNotFound("\(id)") }
            return post
        }
    }

    /// `POST /posts/<id>/likes` (logged with the user's name): `user` likes the post; returns
    /// its like count afterwards.
    func like(_ id: PostID, by user: UserName, requestID: String? = nil) async throws -> Int {
        try await answer("POST /posts/\(id.rawValue)/likes by \(user.rawValue)", requestID: requestID) { feed in
            guard feed.post(id: id) != nil else { throw ConcurrencyError.postNotFound("\(id)") }
            return try feed.update(id: id) { post in
                post.like(by: user)
                return post.likeCount
            }
        }
    }

    /// `POST /posts/<id>/comments`: adds a comment by `user`; returns its id.
    func comment(_ text: String, by user: UserName, on id: PostID, requestID: String? = nil) async throws -> CommentID {
        try await answer("POST /posts/\(id.rawValue)/comments", requestID: requestID) { feed in
            guard feed.post(id: id) != nil else { throw ConcurrencyError.postNotFound("\(id)") }
            let content = try Content.text(text)
            return try feed.update(id: id) { post in post.addComment(by: user, content: content).id }
        }
    }

    /// `POST /posts`: publishes a text post by `user` on top of the feed; returns its id.
    func publish(_ text: String, by user: UserName, requestID: String? = nil) async throws -> PostID {
        try await answer("POST /posts", requestID: requestID) { feed in
            let post = try Post(id: feed.nextPostID, author: user, content: .text(text))
            try feed.add(post)
            return post.id
        }
    }

    /// `GET /posts?q=<query>`: the JSON of the posts whose words contain `query` (every post
    /// for an empty query), newest first.
    func search(_ query: String, requestID: String? = nil) async throws -> Data {
        try await answer("GET /posts?q=\(query)", requestID: requestID) { feed in
            let found = feed.posts.filter { post in
                query.isEmpty || (post.content.words ?? "").localizedCaseInsensitiveContains(query)
            }
            return try FutubraJSON.encode(found)
        }
    }

    /// `GET /users/<name>/unread`: how many notifications `user` has not read.
    func unread(for user: UserName, requestID: String? = nil) async throws -> Int {
        try await answer("GET /users/\(user.rawValue)/unread", requestID: requestID) { feed in
            feed.posts.filter { $0.author == user }.reduce(0) { $0 + $1.likeCount + $1.comments.count }
        }
    }

    /// The feed as it is now (no request: for checking what the requests did).
    var feed: Feed { books.withLock { $0.feed } }

    // MARK: - The run's hand on it

    /// Every request received, in the order it arrived, with its request id if it had one:
    /// `GET /posts/3` or `GET /posts/3 [r-1]`.
    var log: [String] { books.withLock { $0.log } }

    /// How many requests have arrived and not been answered.
    var inFlight: Int { books.withLock { $0.inFlight } }

    /// The most requests ever in flight at once.
    var maxInFlight: Int { books.withLock { $0.maxInFlight } }

    /// The requests waiting to be released, earliest first.
    var held: [String] { books.withLock { $0.held.map(\.request) } }

    /// From now on, every request waits until it is released.
    func hold() {
        books.withLock { $0.holding = true }
    }

    /// Stops holding: every waiting request goes on, and later ones are answered at once.
    func release() {
        let waiting = books.withLock { books in
            books.holding = false
            defer { books.held = [] }
            return books.held
        }
        for request in waiting { request.continuation.resume() }
    }

    /// Lets the earliest waiting request go on (holding goes on for the others); returns it.
    @discardableResult
    func releaseNext() -> String? {
        let next: Held? = books.withLock { books in
            books.held.isEmpty ? nil : books.held.removeFirst()
        }
        next?.continuation.resume()
        return next?.request
    }

    /// Lets the waiting requests named `request` go on; holding goes on for the others.
    func release(_ request: String) {
        let chosen = books.withLock { books in
            let chosen = books.held.filter { $0.request == request }
            books.held.removeAll { $0.request == request }
            return chosen
        }
        for held in chosen { held.continuation.resume() }
    }

    /// The next `count` requests fail with ``ConcurrencyError/unavailable(_:)``.
    func failNext(_ count: Int) {
        books.withLock { $0.failures += count }
    }

    // MARK: - Answering

    /// Logs `request`, waits while the backend holds, then answers it with `body` (or a planned failure).
    private func answer<Answer: Sendable>(
        _ request: String, requestID: String?, _ body: @Sendable (inout Feed) throws -> Answer
    ) async throws -> Answer {
        let number = arrive(requestID.map { "\(request) [\($0)]" } ?? request)
        defer { books.withLock { $0.inFlight -= 1 } }
        try await waitWhileHeld(number: number, request: request)
        return try books.withLock { books in
            if books.failures > 0 {
                books.failures -= 1
                throw ConcurrencyError.unavailable(request)
            }
            return try body(&books.feed)
        }
    }

    private func arrive(_ entry: String) -> Int {
        books.withLock { books in
            books.log.append(entry)
            books.inFlight += 1
            books.maxInFlight = max(books.maxInFlight, books.inFlight)
            books.issued += 1
            return books.issued
        }
    }

    /// Suspends until the request is released; throws `CancellationError` if its task is cancelled first.
    private func waitWhileHeld(number: Int, request: String) async throws {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = books.withLock { books in
                    guard books.holding else { return .success(()) }
                    if Task.isCancelled { return .failure(CancellationError()) }
                    books.held.append(Held(number: number, request: request, continuation: continuation))
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let found = books.withLock { books in
                books.held.firstIndex { $0.number == number }.map { books.held.remove(at: $0) }
            }
            found?.continuation.resume(throwing: CancellationError())
        }
    }
}
