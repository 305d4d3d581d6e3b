import Futubra

extension DomainDrivenDesign {
    /// A second bounded context: moderation. The person the feed calls an author is a
    /// `Member` here, with strikes and nothing about posts or likes.
    ///
    /// Moderation learns what happened in the feed only from the feed's domain events and
    /// translates them into its own terms: a comment removed by someone other than its
    /// author is a strike for the author.
    ///
    /// ```swift
    /// let members = Moderation.members(after: repository.published)
    /// ```
    enum Moderation {
        /// A member as moderation sees one.
        struct Member: Equatable, Sendable {
            let name: UserName
            var strikes = 0
            /// Muted from three strikes.
            var isMuted: Bool { strikes >= 3 }
        }

        /// The members with strikes after `events`, by name.
        static func members(after events: [Discussion.Event]) -> [Member] {
            var strikes: [UserName: Int] = [:]
            for case .commentRemoved(_, let author, let remover) in events where remover != author {
                strikes[author, default: 0] += 1
            }
            return strikes.keys.sorted().map { Member(name: $0, strikes: strikes[$0] ?? 0) }
        }
    }
}
