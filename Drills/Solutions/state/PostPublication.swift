/// Where a post is in its life.
enum PublicationPhase: CaseIterable, Equatable {
    case draft, inReview, published, deleted

    /// The phase `event` leads to from this one, or `nil` when it is not legal here: each
    /// phase knows its own events, so the rules are read phase by phase.
    func next(on event: PublicationEvent) -> PublicationPhase? {
        switch (self, event) {
        case (.draft, .submit): .inReview
        case (.inReview, .approve): .published
        case (.inReview, .reject): .draft
        case (.draft, .delete), (.inReview, .delete), (.published, .delete): .deleted
        default: nil
        }
    }
}

/// What can happen to a post.
enum PublicationEvent: CaseIterable, Equatable {
    case submit, approve, reject, delete
}

/// A post's publication: its phase, changed only by legal events.
///
/// ```swift
/// var post = PostPublication()
/// post.handle(.submit)    // true: in review
/// post.handle(.submit)    // false: already in review, nothing changes
/// ```
struct PostPublication {
    private(set) var phase: PublicationPhase

    init(phase: PublicationPhase = .draft) {
        self.phase = phase
    }

    /// Moves to the next phase if `event` is legal in this one, and says whether it was.
    @discardableResult
    mutating func handle(_ event: PublicationEvent) -> Bool {
        guard let next = phase.next(on: event) else { return false }
        phase = next
        return true
    }
}
