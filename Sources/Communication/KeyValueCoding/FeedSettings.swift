import Futubra

/// The reader's feed preferences: a plain struct whose keys can also be set by name.
///
/// The settings screen and the settings JSON name fields by string; `FeedSettings` lists
/// those names once in its ``KeyTable``, so `setValue(.int(10), forKey: "postsPerPage")` and
/// `settings.postsPerPage = 10` reach the same property, and a misspelled key is an error.
struct FeedSettings: Equatable, Sendable {
    /// How many posts a page of the feed shows.
    var postsPerPage = 20
    /// Whether like counters are visible.
    var showsLikeCounts = true
    /// An author whose posts are pinned on top, if any.
    var pinnedAuthor: UserName?

    /// A one-line summary, derived from the settings (a read-only key).
    var summary: String {
        "\(postsPerPage) per page, likes \(showsLikeCounts ? "shown" : "hidden"), pinned: \(pinnedAuthor?.rawValue ?? "none")"
    }
}

extension FeedSettings: KeyValueCoding {
    static let keys = KeyTable<FeedSettings>(typeName: "FeedSettings")
        .writable("postsPerPage", \.postsPerPage)
        .writable("showsLikeCounts", \.showsLikeCounts)
        .writable("pinnedAuthor", \.pinnedAuthor)
        .readOnly("summary", \.summary)
}
