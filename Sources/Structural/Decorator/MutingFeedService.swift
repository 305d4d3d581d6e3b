import ExampleKit
import Futubra

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
    /// Where trace events go, if anywhere.
    var transcript: Transcript?

    init(wrapping wrapped: Wrapped, muted: Set<UserName>, transcript: Transcript? = nil) {
        self.wrapped = wrapped
        self.muted = muted
        self.transcript = transcript
    }

    func feed() async throws(StructuralError) -> Feed {
        transcript?.trace(from: "MutingFeedService", to: participantName(wrapped), "feed()")
        let feed = try await wrapped.feed()
        do {
            return try Feed(posts: feed.posts.filter { !muted.contains($0.author) })
        } catch {
            throw .domain(error)
        }
    }

    func removePost(_ id: PostID, by user: UserName) async throws(StructuralError) {
        transcript?.trace(from: "MutingFeedService", to: participantName(wrapped), "removePost(\(id), by: \(user))")
        try await wrapped.removePost(id, by: user)
    }
}
