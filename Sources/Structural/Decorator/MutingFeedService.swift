import Futubra
import MessageTrace

/// Hides the posts of authors the reader muted: a decorator that changes results.
///
/// Same interface as the wrapped ``FeedService``; `feed()` returns the wrapped feed
/// without the muted authors' posts. Removals pass through untouched.
///
/// ```swift
/// let service = MutingFeedService(wrapping: backend, muted: [SampleFeed.bob])
/// let feed = try await service.feed()     // no post by bob
/// ```
struct MutingFeedService<Wrapped: FeedService>: FeedService {
    /// The decorated service.
    let wrapped: Wrapped
    /// The authors whose posts are hidden.
    let muted: Set<UserName>

    init(wrapping wrapped: Wrapped, muted: Set<UserName>) {
        self.wrapped = wrapped
        self.muted = muted
    }

    var name: String { "MutingFeedService" }

    func feed() async throws(StructuralError) -> Feed {
        Trace.call(from: "MutingFeedService", to: wrapped.name, "feed()")
        let feed = try await wrapped.feed()
        do {
            return try Feed(posts: feed.posts.filter { !muted.contains($0.author) })
        } catch {
            throw .domain(error)
        }
    }

    func removePost(_ id: PostID, by user: UserName) async throws(StructuralError) {
        Trace.call(from: "MutingFeedService", to: wrapped.name, "removePost(\(id), by: \(user))")
        try await wrapped.removePost(id, by: user)
    }
}
