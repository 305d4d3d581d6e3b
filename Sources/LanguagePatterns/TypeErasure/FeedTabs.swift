import Futubra

/// The tabs a user pinned to the feed screen: sources of any type, each pinned once.
///
/// Intent: a client of the type eraser. The tabs keep their order in an array and refuse a
/// source already pinned, which needs sources of different types to compare with `==`: an
/// `[any FeedSource<Post>]` cannot, an `[AnyFeedSource<Post>]` can.
struct FeedTabs: Sendable {
    /// The pinned sources, in the order they were pinned.
    private(set) var sources: [AnyFeedSource<Post>] = []

    /// Pins `source` unless an equal source is pinned; returns whether it was added.
    @discardableResult
    mutating func pin(_ source: some FeedSource<Post>) -> Bool {
        let erased = AnyFeedSource(source)
        guard !sources.contains(erased) else { return false }
        sources.append(erased)
        return true
    }

    /// A line per tab: its title and the ids of the posts it lists in `feed`, e.g. `@bob: #3`.
    func render(_ feed: Feed) -> [String] {
        sources.map { source in
            "\(source.title): " + source.items(in: feed).map(\.id.description).joined(separator: " ")
        }
    }
}
