import Futubra
import MessageTrace
import Synchronization

/// Stands in for a feed service that is expensive to create, and creates it on first use:
/// a virtual proxy.
///
/// Same interface as the subject. Until the first call nothing exists but a recipe; the
/// first call (even many concurrent first calls) builds the subject exactly once, and every
/// call after that is forwarded unchanged. It is a `final class` because the one subject it
/// guards must be shared by everyone holding the proxy.
///
/// ```swift
/// let service = LazyFeedService { FeedBackend(feed: loadHugeFeed()) }   // nothing built yet
/// let feed = try await service.feed()                                     // built now
/// ```
final class LazyFeedService: FeedService {
    private let make: @Sendable () -> any FeedService
    private let subject = Mutex<(any FeedService)?>(nil)

    /// A proxy that will build its subject with `make` when first asked.
    init(make: @escaping @Sendable () -> any FeedService) {
        self.make = make
    }

    var name: String { "LazyFeedService" }

    /// Whether the subject has been built.
    var isLoaded: Bool { subject.withLock { $0 != nil } }

    func feed() async throws(StructuralError) -> Feed {
        let service = loaded()
        Trace.call(from: "LazyFeedService", to: service.name, "feed()")
        return try await service.feed()
    }

    func removePost(_ id: PostID, by user: UserName) async throws(StructuralError) {
        let service = loaded()
        Trace.call(from: "LazyFeedService", to: service.name, "removePost(\(id), by: \(user))")
        try await service.removePost(id, by: user)
    }

    /// The subject, built under the lock on first use so that it is built only once.
    private func loaded() -> any FeedService {
        subject.withLock { subject in
            if let subject { return subject }
            Trace.note(over: "LazyFeedService", "first use: building the subject")
            let made = make()
            subject = made
            return made
        }
    }
}
