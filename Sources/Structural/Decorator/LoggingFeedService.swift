import Futubra
import MessageTrace
import Synchronization

/// Adds a log line for every call around any ``FeedService``: a decorator.
///
/// It has the wrapped service's interface, forwards every call unchanged, and writes what
/// happened (the call and its outcome) to a ``FeedLog``.
///
/// ```swift
/// let log = FeedLog()
/// let service = LoggingFeedService(wrapping: backend, log: log)
/// _ = try await service.feed()        // log.entries == ["feed() -> 4 posts"]
/// ```
struct LoggingFeedService<Wrapped: FeedService>: FeedService {
    /// The decorated service.
    let wrapped: Wrapped
    /// Where the lines go.
    let log: FeedLog

    init(wrapping wrapped: Wrapped, log: FeedLog) {
        self.wrapped = wrapped
        self.log = log
    }

    var name: String { "LoggingFeedService" }

    func feed() async throws(StructuralError) -> Feed {
        Trace.call(from: "LoggingFeedService", to: wrapped.name, "feed()")
        do {
            let feed = try await wrapped.feed()
            log.append("feed() -> \(feed.count) posts")
            return feed
        } catch {
            log.append("feed() failed: \(error)")
            throw error
        }
    }

    func removePost(_ id: PostID, by user: UserName) async throws(StructuralError) {
        Trace.call(from: "LoggingFeedService", to: wrapped.name, "removePost(\(id), by: \(user))")
        do {
            try await wrapped.removePost(id, by: user)
            log.append("removePost(\(id), by: \(user)) -> done")
        } catch {
            log.append("removePost(\(id), by: \(user)) failed: \(error)")
            throw error
        }
    }
}

/// The lines a ``LoggingFeedService`` writes, in order; safe to share between tasks.
///
/// A `final class` because several decorators (or a test and a decorator) must write to
/// and read the same log; the lines sit behind a `Mutex`.
///
/// ```swift
/// let log = FeedLog()
/// _ = try await backend.logged(to: log).feed()
/// log.entries          // ["feed() -> 4 posts"]
/// ```
final class FeedLog: Sendable {
    private let lines = Mutex<[String]>([])

    /// An empty log.
    init() {}

    /// Appends `line`.
    func append(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    /// Every line so far, oldest first.
    var entries: [String] { lines.withLock { $0 } }
}
