import Futubra

extension DomainDrivenDesign {
    /// A second bounded context: moderation. The person the feed calls an author is a
    /// `Member` here, with strikes and nothing about posts or likes.
    ///
    /// Its model is its own: it hears of ``Incident``s, in its own words, and names nothing
    /// of the feed's model. The feed's events reach it only through ``FeedTranslator``, the
    /// anti-corruption layer. The two contexts share one small value, Futubra's `UserName`:
    /// a shared kernel, changed only by agreement.
    ///
    /// ```swift
    /// let members = Moderation.members(after: FeedTranslator.incidents(from: repository.published))
    /// ```
    enum Moderation {
        /// A member as moderation sees one.
        struct Member: Equatable, Sendable {
            let name: UserName
            var strikes = 0
            /// Muted from three strikes.
            var isMuted: Bool { strikes >= 3 }
        }

        /// What moderation hears about, in its own terms.
        enum Incident: Equatable, Sendable {
            /// Someone else took down what `member` wrote: a strike.
            case takenDown(member: UserName)
        }

        /// The members with strikes after `incidents`, by name.
        static func members(after incidents: [Incident]) -> [Member] {
            var strikes: [UserName: Int] = [:]
            for case .takenDown(let member) in incidents {
                strikes[member, default: 0] += 1
            }
            return strikes.keys.sorted().map { Member(name: $0, strikes: strikes[$0] ?? 0) }
        }
    }
}

extension DomainDrivenDesign.Moderation.Incident: CustomStringConvertible {
    var description: String {
        switch self {
        case .takenDown(let member): "TakenDown(\(member))"
        }
    }
}
