/// Where a post is in its life.
enum PublicationPhase: CaseIterable, Equatable {
    case draft, inReview, published, deleted
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
    /// TODO
    @discardableResult
    mutating func handle(_ event: PublicationEvent) -> Bool {
        false
    }
}
