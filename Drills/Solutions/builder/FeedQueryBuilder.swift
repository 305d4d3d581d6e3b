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

    /// The query, once every part is checked: steps only record, so a bad value replaced
    /// before this call is never an error.
    func build() throws(FeedQueryError) -> FeedQuery {
        guard (1...100).contains(count) else {
            throw FeedQueryError(description: "limit '\(count)' is not between 1 and 100")
        }
        if let author, author.isEmpty || !author.allSatisfy({ $0.isLowercase && $0.isLetter }) {
            throw FeedQueryError(description: "author '\(author)' must be one or more lowercase letters")
        }
        return FeedQuery(author: author, limit: count)
    }
}
