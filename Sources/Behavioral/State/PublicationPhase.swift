/// Where a post is in its publication lifecycle; each phase decides which events it accepts
/// and how the post behaves while in it.
///
/// The states of the pattern, as an enum: every phase answers ``next(after:)`` and the
/// behaviour questions (``acceptsLikes``, ``visibility``) in exhaustive `switch`es with no
/// `default`, so the compiler refuses a phase or an event that some answer forgets.
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
    ///
    /// The transition table. Every (phase, event) pair is written out, the illegal ones as
    /// `nil`, and there is no `default`: add a phase or an event and this `switch` stops
    /// compiling until each new pair is decided.
    func next(after event: Event) throws(BehavioralError) -> PublicationPhase {
        let next: PublicationPhase? =
            switch (self, event) {
            case (.draft, .submit): .inReview
            case (.draft, .delete): .deleted
            case (.draft, .approve), (.draft, .reject), (.draft, .hide), (.draft, .restore): nil

            case (.inReview, .approve): .published
            case (.inReview, .reject): .draft
            case (.inReview, .delete): .deleted
            case (.inReview, .submit), (.inReview, .hide), (.inReview, .restore): nil

            case (.published, .hide): .hidden
            case (.published, .delete): .deleted
            case (.published, .submit), (.published, .approve), (.published, .reject), (.published, .restore): nil

            case (.hidden, .restore): .published
            case (.hidden, .delete): .deleted
            case (.hidden, .submit), (.hidden, .approve), (.hidden, .reject), (.hidden, .hide): nil

            case (.deleted, .submit), (.deleted, .approve), (.deleted, .reject), (.deleted, .hide),
                (.deleted, .restore), (.deleted, .delete):
                nil
            }
        guard let next else { throw .illegalTransition(from: rawValue, event: event.rawValue) }
        return next
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
