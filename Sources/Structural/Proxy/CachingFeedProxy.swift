import Futubra
import MessageTrace
import Synchronization

/// Answers repeated reads from a local copy so the subject is reached only when needed:
/// a caching proxy.
///
/// Same interface, same answers as the subject: the first `feed()` is forwarded and kept;
/// later reads return the copy without reaching the subject; a removal is forwarded and
/// drops the copy, so the next read sees the change. A read that a removal overtook (it
/// started before the removal finished) is returned but never kept. A `final class`: the
/// cached copy is shared state, kept behind a `Mutex`.
///
/// ```swift
/// let service = CachingFeedProxy(subject: backend)
/// _ = try await service.feed()     // reaches the backend
/// _ = try await service.feed()     // served from the copy
/// ```
final class CachingFeedProxy<Subject: FeedService>: FeedService {
    /// The service whose answers are cached.
    let subject: Subject
    private let cached = Mutex(Copy())

    /// The kept feed, and how many removals have gone through: a read started before the
    /// latest removal finished must not be kept.
    private struct Copy {
        var feed: Feed?
        var removals = 0
    }

    init(subject: Subject) {
        self.subject = subject
    }

    var name: String { "CachingFeedProxy" }

    /// Whether the next read will be served from the copy.
    var hasCopy: Bool { cached.withLock { $0.feed != nil } }

    func feed() async throws(StructuralError) -> Feed {
        let (copy, removals) = cached.withLock { ($0.feed, $0.removals) }
        if let copy {
            Trace.note(over: "CachingFeedProxy", "feed() served from the copy")
            return copy
        }
        Trace.call(from: "CachingFeedProxy", to: subject.name, "feed()")
        let feed = try await subject.feed()
        cached.withLock { if $0.removals == removals { $0.feed = feed } }
        return feed
    }

    func removePost(_ id: PostID, by user: UserName) async throws(StructuralError) {
        Trace.call(from: "CachingFeedProxy", to: subject.name, "removePost(\(id), by: \(user))")
        defer {
            cached.withLock {
                $0.feed = nil
                $0.removals += 1
            }
        }
        try await subject.removePost(id, by: user)
    }
}
