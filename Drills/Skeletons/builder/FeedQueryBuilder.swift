/// What the feed screen asks the server for.
struct FeedQuery: Equatable {
    let author: String?
    let limit: Int
}

/// Why a query could not be built; the message quotes the bad value.
struct FeedQueryError: Error, CustomStringConvertible {
    let description: String
}

/// Builds a `FeedQuery` step by step; `build()` checks the whole query.
///
/// ```swift
/// let query = try FeedQueryBuilder().by("anna").limit(20).build()
/// ```
struct FeedQueryBuilder {
    private var author: String?
    private var count = 20

    /// Only posts by `author`.
    func by(_ author: String) -> FeedQueryBuilder {
        var copy = self
        copy.author = author
        return copy
    }

    /// At most `count` posts.
    func limit(_ count: Int) -> FeedQueryBuilder {
        var copy = self
        copy.count = count
        return copy
    }

    /// The query. TODO: reject a limit outside 1...100 and an author that is not one or
    /// more lowercase letters, quoting the bad value.
    func build() throws(FeedQueryError) -> FeedQuery {
        FeedQuery(author: author, limit: count)
    }
}
