import Futubra

/// A rule for ordering the feed, chosen at run time: newest first, most liked, most discussed.
///
/// The strategy of the pattern. It is one function, so it is a struct holding a `@Sendable`
/// closure rather than a protocol with one requirement; each ordering is a static value, and
/// anyone can make a new one without touching ``FeedTimeline``.
///
/// ```swift
/// var timeline = FeedTimeline(ordering: .newestFirst)
/// timeline.ordering = .mostLiked
/// let posts = timeline.arrange(feed)
/// ```
struct FeedOrdering: Sendable {
    /// The name a menu shows and ``named(_:)`` looks up.
    let name: String
    /// Whether `lhs` goes before `rhs`; posts that tie keep their order in the feed.
    let areInIncreasingOrder: @Sendable (Post, Post) -> Bool

    /// An ordering called `name` that sorts by `areInIncreasingOrder`.
    init(name: String, areInIncreasingOrder: @escaping @Sendable (Post, Post) -> Bool) {
        self.name = name
        self.areInIncreasingOrder = areInIncreasingOrder
    }

    /// An ordering that puts higher `key` values first.
    static func descending(_ name: String, by key: @escaping @Sendable (Post) -> Int) -> FeedOrdering {
        FeedOrdering(name: name) { key($0) > key($1) }
    }

    /// Newest post first (highest id first).
    static let newestFirst = descending("newest first") { $0.id.rawValue }
    /// Oldest post first.
    static let oldestFirst = FeedOrdering(name: "oldest first") { $0.id < $1.id }
    /// Most likes first.
    static let mostLiked = descending("most liked") { $0.likeCount }
    /// Most comments first.
    static let mostDiscussed = descending("most discussed") { $0.comments.count }

    /// The orderings a reader can pick from the menu.
    static let menu: [FeedOrdering] = [.newestFirst, .oldestFirst, .mostLiked, .mostDiscussed]

    /// The menu ordering called `name`; throws ``BehavioralError/unknownOrdering(_:)`` otherwise.
    static func named(_ name: String) throws(BehavioralError) -> FeedOrdering {
        guard let ordering = menu.first(where: { $0.name == name }) else { throw .unknownOrdering(name) }
        return ordering
    }
}
