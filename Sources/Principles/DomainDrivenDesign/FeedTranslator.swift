import Futubra

extension DomainDrivenDesign {
    /// The anti-corruption layer between the feed and moderation: the one place that knows
    /// both models, and translates the feed's domain events into moderation's incidents.
    ///
    /// When the feed's events change (a new case, a renamed field), this translation changes
    /// and moderation's model does not.
    ///
    /// ```swift
    /// FeedTranslator.incidents(from: [.commentRemoved(CommentID(2), author: eve, by: dana)])
    /// // [.takenDown(member: eve)]
    /// ```
    enum FeedTranslator {
        /// Moderation's incidents in `events`: a comment removed by someone other than its
        /// author; the rest means nothing to moderation.
        static func incidents(from events: [Discussion.Event]) -> [Moderation.Incident] {
            events.compactMap { event in
                guard case .commentRemoved(_, let author, let remover) = event, remover != author else { return nil }
                return .takenDown(member: author)
            }
        }
    }

    /// Moderation without its own model: it reads the feed's events directly, so every
    /// change to the feed's events is a change to moderation, and its code speaks the
    /// feed's language (comments, removers) instead of its own.
    ///
    /// ```swift
    /// EventReadingModeration.strikes(after: repository.published)   // [eve: 1]
    /// ```
    enum EventReadingModeration {
        static func strikes(after events: [Discussion.Event]) -> [UserName: Int] {
            var strikes: [UserName: Int] = [:]
            for case .commentRemoved(_, let author, let remover) in events where remover != author {
                strikes[author, default: 0] += 1
            }
            return strikes
        }
    }
}
