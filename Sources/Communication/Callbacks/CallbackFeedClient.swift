import Futubra

/// A feed client with a completion-handler API, as pre-concurrency code was written.
///
/// The handler is the whole contract: "call me back once, with a post or an error". Nothing in
/// the signature enforces it, so ``Behaviour`` lets the example and the tests play the classic
/// bugs: a path that calls back twice, a path that drops the handler without calling it, and
/// a server that never answers while the client keeps the handler waiting. Like
/// `URLSession.dataTask(with:completionHandler:)`, `loadPost` returns a handle,
/// ``PostRequest``, whose `cancel()` ends a load that is still waiting.
///
/// ```swift
/// let request = client.loadPost(PostID(3)) { result in
///     switch result { case .success(let post): show(post); case .failure(let error): show(error) }
/// }
/// request.cancel()   // the screen closed: a waiting handler hears `.cancelled`
/// ```
struct CallbackFeedClient: Sendable {
    /// How the client treats its completion handler.
    enum Behaviour: Sendable {
        /// Calls back exactly once.
        case correct
        /// Calls back with the post, then again with an error (a missing `return`).
        case callsTwice
        /// Returns without calling back and drops the handler (a forgotten branch).
        case neverCalls
        /// Keeps the handler, waiting for a server that never answers, until cancelled.
        case neverAnswers
    }

    /// The posts the client serves.
    let feed: Feed
    /// How it treats its handler.
    let behaviour: Behaviour
    /// The loads still waiting for an answer; the client keeps their handlers, as a URL
    /// session keeps its running tasks.
    private let waiting = WaitingLoads()

    /// A client of `feed` that treats its handler as `behaviour` says.
    init(feed: Feed, behaviour: Behaviour) {
        self.feed = feed
        self.behaviour = behaviour
    }

    /// How many loads are waiting for an answer.
    var loadsInFlight: Int { waiting.count }

    /// Loads the post with `id` and reports it to `completion`.
    ///
    /// An answer comes synchronously here, so that every run is deterministic (a real client
    /// would call back later, on another thread); with ``Behaviour/neverAnswers`` none comes,
    /// and the handler waits until the returned request is cancelled. `completion` is
    /// `@escaping` because the client may keep it after `loadPost` returns.
    @discardableResult
    func loadPost(
        _ id: PostID,
        completion: @escaping @Sendable (Result<Post, CommunicationError>) -> Void
    ) -> PostRequest {
        let answered = PostRequest(operation: "loadPost(\(id))", waiting: waiting, ticket: nil)
        guard let post = feed.post(id: id) else {
            completion(.failure(.postNotFound(id.rawValue)))
            return answered
        }
        switch behaviour {
        case .correct:
            completion(.success(post))
        case .callsTwice:
            completion(.success(post))
            completion(.failure(.postNotFound(id.rawValue)))
        case .neverCalls:
            break
        case .neverAnswers:
            return PostRequest(operation: answered.operation, waiting: waiting, ticket: waiting.hold(completion))
        }
        return answered
    }
}
