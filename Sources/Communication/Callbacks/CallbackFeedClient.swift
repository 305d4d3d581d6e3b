import Futubra

/// A feed client with a completion-handler API, as pre-concurrency code was written.
///
/// The handler is the whole contract: "call me back once, with a post or an error". Nothing in
/// the signature enforces it, so ``Behaviour`` lets the example and the tests play the two
/// classic bugs: a path that calls back twice, and a path that never calls back.
///
/// ```swift
/// client.loadPost(PostID(3)) { result in
///     switch result { case .success(let post): show(post); case .failure(let error): show(error) }
/// }
/// ```
struct CallbackFeedClient: Sendable {
    /// How the client treats its completion handler.
    enum Behaviour: Sendable {
        /// Calls back exactly once.
        case correct
        /// Calls back with the post, then again with an error (a missing `return`).
        case callsTwice
        /// Returns without calling back (a forgotten branch).
        case neverCalls
    }

    /// The posts the client serves.
    let feed: Feed
    /// How it treats its handler.
    let behaviour: Behaviour

    /// Loads the post with `id` and reports it to `completion`, synchronously here so that
    /// every run is deterministic (a real client would call back later, on another thread).
    func loadPost(
        _ id: PostID,
        completion: @escaping @Sendable (Result<Post, CommunicationError>) -> Void
    ) {
        guard let post = feed.post(id: id) else {
            completion(.failure(.postNotFound(id.rawValue)))
            return
        }
        switch behaviour {
        case .correct:
            completion(.success(post))
        case .callsTwice:
            completion(.success(post))
            completion(.failure(.postNotFound(id.rawValue)))
        case .neverCalls:
            return
        }
    }
}
