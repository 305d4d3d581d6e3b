import ExampleKit
import Futubra
import Synchronization

/// Answers repeated reads from a local copy so the subject is reached only when needed:
/// a caching proxy.
///
/// Same interface, same answers as the subject: the first `feed()` is forwarded and kept;
/// later reads return the copy without reaching the subject; a removal is forwarded and
/// drops the copy, so the next read sees the change. A `final class`: the cached copy is
/// shared state, kept behind a `Mutex`.
///
/// ```swift
/// let service = CachingFeedProxy(subject: backend)
/// _ = try await service.feed()     // reaches the backend
/// _ = try await service.feed()     // served from the copy
/// ```
final class CachingFeedProxy<Subject: FeedService>: FeedService {
    /// The service whose answers are cached.
    let subject: Subject
    private let cached = Mutex<Feed?>(nil)
    private let transcript: Transcript?

    init(subject: Subject, transcript: Transcript? = nil) {
        self.subject = subject
        self.transcript = transcript
    }

    /// Whether the next read will be served from the copy.
    var hasCopy: Bool { cached.withLock { $0 != nil } }

    func feed() async throws(StructuralError) -> Feed {
        if let copy = cached.withLock({ $0 }) {
            transcript?.note(over: "CachingFeedProxy", "feed() served from the copy")
            return copy
        }
        transcript?.trace(from: "CachingFeedProxy", to: participantName(subject), "feed()")
        let feed = try await subject.feed()
        cached.withLock { $0 = feed }
        return feed
    }

    func removePost(_ id: PostID, by user: UserName) async throws(StructuralError) {
        transcript?.trace(from: "CachingFeedProxy", to: participantName(subject), "removePost(\(id), by: \(user))")
        defer { cached.withLock { $0 = nil } }
        try await subject.removePost(id, by: user)
    }
}
