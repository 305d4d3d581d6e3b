import Futubra

/// The dependency-inversion principle, shown on the rule for publishing a post.
///
/// The rule (a text post, at most two posts a day per author, a failed save keeps the text as
/// a draft) is the high-level policy; the database is a low-level detail. In
/// ``DatabasePublisher`` the policy creates and calls the database itself, so it can only run
/// with that database. In ``PublishPolicy`` the policy declares what it needs,
/// ``PublishedPosts``, in its own terms, and the database adapts to it: both depend on the
/// abstraction, and the arrow from the detail points to the policy.
enum DependencyInversion {
    /// What publishing did: the post published, or why not.
    enum Outcome: Equatable, Sendable {
        case published(PostID)
        case rejected(String)
        /// The save failed; the text is kept so the author can try again.
        case keptAsDraft(String)
    }

    /// How many posts an author may publish in a day.
    static let dailyLimit = 2
}

extension DependencyInversion.Outcome: CustomStringConvertible {
    /// `published #5`, `rejected: a post needs text`, `kept as a draft: Hello`.
    var description: String {
        switch self {
        case .published(let id): "published \(id)"
        case .rejected(let reason): "rejected: \(reason)"
        case .keptAsDraft(let text): "kept as a draft: \(text)"
        }
    }
}
