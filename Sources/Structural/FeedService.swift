import Futubra
import MessageTrace
import Synchronization

/// The feed's API client: the one interface that the adapter, the decorators and the
/// proxies of this family all speak, so they can be compared on the same job.
///
/// Two requirements do the work: read the feed, and remove a post on a user's behalf. A
/// third, `name`, says what the service is called in traces and diagnostics, so that a
/// wrapper can say whom it calls without knowing the concrete type it wraps.
///
/// ```swift
/// let service: any FeedService = FeedBackend(feed: try SampleFeed.feed())
/// let feed = try await service.feed()
/// ```
protocol FeedService: Sendable {
    /// What the service is called in traces and diagnostics: its role, such as `"FeedBackend"`.
    var name: String { get }
    /// The feed as the service holds it now.
    func feed() async throws(StructuralError) -> Feed
    /// Removes the post with `id`, on behalf of `user`.
    func removePost(_ id: PostID, by user: UserName) async throws(StructuralError)
}

/// An in-memory Futubra backend: the real subject behind every wrapper in this family.
///
/// It holds a feed, counts the calls it receives (so tests can prove whether a wrapper
/// reached it), and can be told to fail its first few reads, like a flaky network.
/// It is a `final class` because its identity is the point: every wrapper must reach
/// this one backend. Its state sits behind a `Mutex`.
///
/// ```swift
/// let backend = FeedBackend(feed: try SampleFeed.feed(), failingFirstReads: 2)
/// _ = try? await backend.feed()      // throws .unavailable(attempt: 1)
/// ```
final class FeedBackend: FeedService {
    /// The feed and the counters, guarded together by one lock.
    private struct Records {
        var feed: Feed
        var reads = 0
        var removals = 0
        var failuresLeft: Int
    }

    private let records: Mutex<Records>

    /// A backend holding `feed` that fails its first `failingFirstReads` reads.
    init(feed: Feed, failingFirstReads: Int = 0) {
        records = Mutex(Records(feed: feed, failuresLeft: failingFirstReads))
    }

    var name: String { "FeedBackend" }

    /// How many reads reached the backend, failed ones included.
    var reads: Int { records.withLock { $0.reads } }

    /// How many removals reached the backend, refused ones included.
    var removals: Int { records.withLock { $0.removals } }

    func feed() async throws(StructuralError) -> Feed {
        let result: Result<Feed, StructuralError> = records.withLock { records in
            records.reads += 1
            if records.failuresLeft > 0 {
                records.failuresLeft -= 1
                return .failure(.unavailable(attempt: records.reads))
            }
            return .success(records.feed)
        }
        if case .failure(let error) = result {
            Trace.note(over: "FeedBackend", "\(error)")
        }
        return try result.get()
    }

    func removePost(_ id: PostID, by user: UserName) async throws(StructuralError) {
        let result: Result<Void, StructuralError> = records.withLock { records in
            records.removals += 1
            do throws(FutubraError) {
                try records.feed.remove(id: id)
                return .success(())
            } catch {
                return .failure(.domain(error))
            }
        }
        try result.get()
        Trace.note(over: "FeedBackend", "removed post \(id) for \(user)")
    }
}
