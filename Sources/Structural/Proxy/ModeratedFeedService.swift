import Futubra
import MessageTrace

/// Lets only a post's author or a moderator remove it: a protection proxy.
///
/// Same interface as the subject, same behaviour for allowed calls. A removal by anyone
/// else is refused with ``StructuralError/forbidden(user:action:)`` before it reaches the
/// subject. Reads are open to everyone and forwarded unchanged.
///
/// ```swift
/// let service = ModeratedFeedService(subject: backend, moderators: [SampleFeed.eve])
/// try await service.removePost(PostID(4), by: SampleFeed.bob)   // throws .forbidden
/// ```
struct ModeratedFeedService<Subject: FeedService>: FeedService {
    /// The protected service.
    let subject: Subject
    /// Users who may remove any post.
    let moderators: Set<UserName>

    var name: String { "ModeratedFeedService" }

    func feed() async throws(StructuralError) -> Feed {
        Trace.call(from: "ModeratedFeedService", to: subject.name, "feed()")
        return try await subject.feed()
    }

    func removePost(_ id: PostID, by user: UserName) async throws(StructuralError) {
        if !moderators.contains(user) {
            Trace.call(from: "ModeratedFeedService", to: subject.name, "feed() to find the author")
            guard let post = try await subject.feed().post(id: id) else { throw .domain(.postNotFound(id)) }
            guard post.author == user else {
                Trace.note(over: "ModeratedFeedService", "refuses \(user): not the author of \(id)")
                throw .forbidden(user: user, action: "remove post '\(id)'")
            }
        }
        Trace.call(from: "ModeratedFeedService", to: subject.name, "removePost(\(id), by: \(user))")
        try await subject.removePost(id, by: user)
    }
}
