import Futubra
import MessageTrace

/// Any feed source of posts (or of comments), its concrete type hidden: a type eraser, as
/// `AnyHashable`, `AnySequence` and Combine's `AnyPublisher` are.
///
/// Intent: `any FeedSource<Post>` already holds a source of any type, but the existential does
/// not conform to `Hashable` (nor to `FeedSource`): it cannot go in a `Set`, be compared with
/// `==`, or fill a generic parameter that needs a conformance. `AnyFeedSource` is a concrete
/// struct that conforms to all of them. It keeps what a client needs (the item type, the title,
/// the items, equality and hashing) and hides only which type produced them.
///
/// - Equality is the wrapped sources' own: two erasures are equal when they hold values of the
///   same type that are `==`; sources of different types are never equal, even when their
///   fields and hashes are.
/// - Erasing an erased source does not wrap it twice, so equality still sees the source inside.
///
/// ```swift
/// let tabs: Set<AnyFeedSource<Post>> = [AnyFeedSource(TimelineSource()), AnyFeedSource(AuthorSource(author: bob))]
/// tabs.contains(AnyFeedSource(AuthorSource(author: bob)))   // true
/// ```
struct AnyFeedSource<Item: Hashable & Sendable>: FeedSource {
    /// The wrapped source, kept as an existential for equality and hashing only.
    private let base: any Hashable & Sendable
    /// The wrapped source's `items(in:)`, captured with its concrete type.
    private let listItems: @Sendable (Feed) -> [Item]
    let title: String

    /// Erases `source`: any `FeedSource` whose items are `Item`.
    init<Source: FeedSource>(_ source: Source) where Source.Item == Item {
        if let erased = source as? AnyFeedSource<Item> {
            self = erased
            return
        }
        base = source
        title = source.title
        listItems = { feed in
            Trace.call(from: "AnyFeedSource", to: "\(Source.self)", "items(in:)")
            return source.items(in: feed)
        }
    }

    func items(in feed: Feed) -> [Item] { listItems(feed) }

    /// The wrapped source, for a caller that knows its type (`AnyHashable.base` does the same).
    var wrapped: Any { base }

    static func == (lhs: AnyFeedSource, rhs: AnyFeedSource) -> Bool {
        lhs.base.isEqual(to: rhs.base)
    }

    func hash(into hasher: inout Hasher) {
        base.hash(into: &hasher)
    }
}

extension Hashable {
    /// Whether `other` holds a value of this very type that is `==` to this one: the only
    /// honest equality between two values whose types are hidden.
    ///
    /// Called on an existential (`base.isEqual(to:)`), Swift opens it, so `Self` is the
    /// wrapped source's concrete type.
    fileprivate func isEqual(to other: any Hashable) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
