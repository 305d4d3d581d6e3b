import Dispatch
import Futubra
import Synchronization

/// Futubra's media server, in memory: the feed page's post ids and each post's thumbnail,
/// reachable three ways (a completion handler, a blocking call, `async`), held until the run
/// lets each request go.
///
/// Intent: the three loaders of this entry do the same job with GCD, `Operation` and Swift
/// concurrency, and each calls the server the way its world does. One server serves them
/// all, logs every request as it arrives, counts the requests in flight (and the most ever at
/// once), and holds each one until it is released, so a test sees the limit and the
/// cancellation at work instead of hoping for a timing.
///
/// ```swift
/// let server = ThumbnailServer(posts: [4, 3, 2, 1].map(PostID.init))
/// server.thumbnail(for: PostID(4)) { result in ... }   // waits until released
/// server.release("GET /thumbnails/4")
/// ```
final class ThumbnailServer: Sendable {
    /// One request waiting to be answered.
    private struct Held {
        var number: Int
        var request: String
        var answer: @Sendable (_ cancelled: Bool) -> Void
    }

    /// Everything the server knows, behind one lock.
    private struct Books {
        var log: [String] = []
        var inFlight = 0
        var maxInFlight = 0
        var issued = 0
        var held: [Held] = []
    }

    private let posts: [PostID]
    private let books = Mutex(Books())

    /// A server whose feed page holds `posts`; every request waits until released.
    init(posts: [PostID]) {
        self.posts = posts
    }

    // MARK: - A completion handler (GCD's world)

    /// `GET /feed`: the page's post ids, handed to `completion` when the request is released.
    func page(completion: @escaping @Sendable (Result<[PostID], any Error>) -> Void) {
        request("GET /feed", value: posts, completion: completion)
    }

    /// `GET /thumbnails/<id>`: the post's thumbnail, handed to `completion` when released.
    func thumbnail(for post: PostID, completion: @escaping @Sendable (Result<String, any Error>) -> Void) {
        request("GET /thumbnails/\(post.rawValue)", value: "thumbnail-\(post.rawValue).jpg", completion: completion)
    }

    // MARK: - A blocking call (Operation's world)

    /// `GET /thumbnails/<id>`, blocking the calling thread until the request is released.
    func thumbnailBlocking(for post: PostID) throws -> String {
        let answered = DispatchSemaphore(value: 0)
        let outcome = Mutex<Result<String, any Error>?>(nil)
        thumbnail(for: post) { result in
            outcome.withLock { $0 = result }
            answered.signal()
        }
        answered.wait()
        return try outcome.withLock { $0 }?.get() ?? ""
    }

    /// `GET /feed`, blocking the calling thread until the request is released.
    func pageBlocking() throws -> [PostID] {
        let answered = DispatchSemaphore(value: 0)
        let outcome = Mutex<Result<[PostID], any Error>?>(nil)
        page { result in
            outcome.withLock { $0 = result }
            answered.signal()
        }
        answered.wait()
        return try outcome.withLock { $0 }?.get() ?? []
    }

    // MARK: - async (Swift concurrency's world)

    /// `GET /feed`, suspending (no thread blocked) until released; cancellation ends the wait.
    func page() async throws -> [PostID] {
        try await bridge { request("GET /feed", value: posts, completion: $0) }
    }

    /// `GET /thumbnails/<id>`, suspending until released; cancellation ends the wait.
    func thumbnail(for post: PostID) async throws -> String {
        try await bridge {
            request("GET /thumbnails/\(post.rawValue)", value: "thumbnail-\(post.rawValue).jpg", completion: $0)
        }
    }

    // MARK: - The run's hand on the server

    /// Every request so far, in the order it arrived.
    var log: [String] { books.withLock { $0.log } }

    /// The requests waiting now, in the order they arrived.
    var held: [String] { books.withLock { $0.held.map(\.request) } }

    /// The most requests ever in flight at once.
    var maxInFlight: Int { books.withLock { $0.maxInFlight } }

    /// Answers the earliest waiting request; returns it, or `nil` when none waits.
    @discardableResult
    func releaseNext() -> String? {
        let next = books.withLock { $0.held.isEmpty ? nil : $0.held.removeFirst() }
        next?.answer(false)
        return next?.request
    }

    /// Answers every waiting request, earliest first.
    func releaseAll() {
        while releaseNext() != nil {}
    }

    // MARK: - Answering

    /// Logs `request` and holds it; returns its number.
    @discardableResult
    private func request<Value: Sendable>(
        _ request: String, value: Value, completion: @escaping @Sendable (Result<Value, any Error>) -> Void
    ) -> Int {
        let number = books.withLock { books in
            books.log.append(request)
            books.inFlight += 1
            books.maxInFlight = max(books.maxInFlight, books.inFlight)
            books.issued += 1
            return books.issued
        }
        let held = Held(number: number, request: request) { [books = self] cancelled in
            books.finish()
            completion(cancelled ? .failure(CancellationError()) : .success(value))
        }
        books.withLock { $0.held.append(held) }
        return number
    }

    private func finish() {
        books.withLock { $0.inFlight -= 1 }
    }

    /// Cancels the held request `number`, if it still waits.
    private func cancel(_ number: Int) {
        let found = books.withLock { books in
            books.held.firstIndex { $0.number == number }.map { books.held.remove(at: $0) }
        }
        found?.answer(true)
    }

    /// A completion-handler request awaited: the task suspends, and cancelling it answers the
    /// request with `CancellationError` at once (or never sends it, if already cancelled).
    private func bridge<Value: Sendable>(
        _ start: (@escaping @Sendable (Result<Value, any Error>) -> Void) -> Int
    ) async throws -> Value {
        let sent = SentRequest()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard sent.begin() else {
                    continuation.resume(throwing: CancellationError())
                    return
                }
                let number = start { continuation.resume(with: $0) }
                if sent.started(number) { cancel(number) }
            }
        } onCancel: {
            if let number = sent.cancel() { cancel(number) }
        }
    }
}

/// The number of an awaited request, shared between the request and its cancellation
/// handler, which may run first.
private final class SentRequest: Sendable {
    private let state = Mutex<(number: Int?, cancelled: Bool)>((nil, false))

    /// Whether the request may be sent: `false` once the task was cancelled.
    func begin() -> Bool { state.withLock { !$0.cancelled } }

    /// The request went out as `number`; returns whether the task was cancelled meanwhile
    /// (the handler found no number then, so the caller cancels the request now).
    func started(_ number: Int) -> Bool {
        state.withLock { state in
            state.number = number
            return state.cancelled
        }
    }

    /// Marks the task cancelled; returns the request's number if it has gone out.
    func cancel() -> Int? {
        state.withLock { state in
            state.cancelled = true
            return state.number
        }
    }
}
