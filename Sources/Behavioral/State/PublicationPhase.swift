/// Where a post is in its publication lifecycle; each phase decides which events it accepts
/// and how the post behaves while in it.
///
/// The states of the pattern, as an enum: every phase answers ``next(after:)`` and the
/// behaviour questions (``acceptsLikes``, ``visibility``) in one exhaustive `switch`, so the
/// compiler refuses a phase that forgets an event.
///
/// ```text
/// draft --submit--> inReview --approve--> published --hide--> hidden
///   ^                  |                      ^                 |
///   +-----reject-------+                      +----restore------+
/// any phase but deleted --delete--> deleted
/// ```
enum PublicationPhase: String, CaseIterable, Hashable, Sendable {
    case draft
    case inReview
    case published
    case hidden
    case deleted

    /// What can happen to a post's publication.
    enum Event: String, CaseIterable, Hashable, Sendable {
        case submit, approve, reject, hide, restore, delete
    }

    /// Who may see a post in a phase.
    enum Visibility: String, Hashable, Sendable {
        case authorOnly, everyone, nobody
    }

    /// The phase `event` leads to; throws ``BehavioralError/illegalTransition(from:event:)``
    /// when this phase does not accept it.
    func next(after event: Event) throws(BehavioralError) -> PublicationPhase {
        switch (self, event) {
        case (.draft, .submit): .inReview
        case (.inReview, .approve): .published
        case (.inReview, .reject): .draft
        case (.published, .hide): .hidden
        case (.hidden, .restore): .published
        case (.draft, .delete), (.inReview, .delete), (.published, .delete), (.hidden, .delete): .deleted
        default: throw .illegalTransition(from: rawValue, event: event.rawValue)
        }
    }

    /// Whether readers can like the post in this phase.
    var acceptsLikes: Bool {
        switch self {
        case .published: true
        case .draft, .inReview, .hidden, .deleted: false
        }
    }

    /// Who sees the post in this phase.
    var visibility: Visibility {
        switch self {
        case .draft, .inReview, .hidden: .authorOnly
        case .published: .everyone
        case .deleted: .nobody
        }
    }
}
