import Futubra

/// Methods every ``FeedService`` gains from an extension: Swift's heir to Objective-C categories.
///
/// An extension adds methods to a type (here, to every type that conforms to the protocol)
/// at compile time, without subclassing and without wrapping: `posts(by:)` runs on the
/// service itself. The fluent `logged(to:)`, `retrying(attempts:)` and `muting(_:)` read
/// as a stack of decorators, outermost last:
///
/// ```swift
/// let service = backend.logged(to: log).retrying(attempts: 3)   // Retrying(Logging(backend))
/// ```
extension FeedService {
    /// The posts `author` wrote, newest first; added to every service, wrapping nothing.
    func posts(by author: UserName) async throws(StructuralError) -> [Post] {
        try await feed().posts.filter { $0.author == author }
    }

    /// This service, with every call logged to `log`.
    func logged(to log: FeedLog) -> LoggingFeedService<Self> {
        LoggingFeedService(wrapping: self, log: log)
    }

    /// This service, with reads retried up to `attempts` times while unavailable.
    func retrying(attempts: Int) -> RetryingFeedService<Self> {
        RetryingFeedService(wrapping: self, attempts: attempts)
    }

    /// This service, without the posts of `authors`.
    func muting(_ authors: Set<UserName>) -> MutingFeedService<Self> {
        MutingFeedService(wrapping: self, muted: authors)
    }
}
