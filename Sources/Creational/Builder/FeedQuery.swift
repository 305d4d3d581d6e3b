import Futubra

/// A search over the feed: which posts, in which order, how many. Always valid.
///
/// A query has many optional parts, and some combinations make no sense (a limit of 0, an
/// author both required and excluded). So a query is never built directly: it is
/// assembled step by step with ``FeedQueryBuilder``, which checks the whole combination
/// once, in ``FeedQueryBuilder/build()``.
///
/// ```swift
/// let query = try FeedQueryBuilder().kinds(.image, .video).sorted(by: .mostLiked).limit(2).build()
/// let posts = query.run(on: feed)
/// ```
struct FeedQuery: Equatable, Sendable {
    /// The order results come in.
    enum Order: String, Equatable, Sendable {
        /// Highest post id first.
        case newest
        /// Most likes first; ties keep feed order.
        case mostLiked = "most liked"
    }

    /// Only posts by this author, if set.
    let author: UserName?
    /// Never posts by these authors.
    let excludedAuthors: Set<UserName>
    /// Only these kinds of content; empty means every kind.
    let kinds: Set<Content.Kind>
    /// Only posts with at least this many likes.
    let minimumLikes: Int
    /// Only posts whose image or video has a caption.
    let requiresCaption: Bool
    /// Only posts whose words contain this text, ignoring case, if set.
    let searchText: String?
    /// The order of the results.
    let order: Order
    /// At most this many results.
    let limit: Int

    /// The query `builder` describes, once the whole combination has been checked; the
    /// only way to make a query, so every query in the program is valid.
    init(checking builder: FeedQueryBuilder) throws(CreationalError) {
        guard (1...100).contains(builder.limit) else { throw .limitOutOfRange(builder.limit) }
        guard builder.minimumLikes >= 0 else { throw .negativeMinimumLikes(builder.minimumLikes) }
        if let author = builder.author, builder.excludedAuthors.contains(author) {
            throw .authorRequiredAndExcluded(author)
        }
        if builder.requiresCaption, builder.kinds == [.text] { throw .captionOnTextOnly }
        if let text = builder.searchText, !text.contains(where: { !$0.isWhitespace }) {
            throw .blankSearchText(text)
        }
        author = builder.author
        excludedAuthors = builder.excludedAuthors
        kinds = builder.kinds
        minimumLikes = builder.minimumLikes
        requiresCaption = builder.requiresCaption
        searchText = builder.searchText
        order = builder.order
        limit = builder.limit
    }

    /// Whether `post` passes every filter of the query.
    func matches(_ post: Post) -> Bool {
        if let author, post.author != author { return false }
        if excludedAuthors.contains(post.author) { return false }
        if !kinds.isEmpty, !kinds.contains(post.content.kind) { return false }
        if post.likeCount < minimumLikes { return false }
        if requiresCaption, post.content.kind == .text || post.content.words == nil { return false }
        if let searchText {
            guard let words = post.content.words, words.lowercased().contains(searchText.lowercased()) else {
                return false
            }
        }
        return true
    }

    /// The posts of `feed` that match, in the query's order, at most ``limit`` of them.
    /// - Complexity: O(n log n) in the number of posts.
    func run(on feed: Feed) -> [Post] {
        let matching = feed.posts.filter(matches)
        let ordered: [Post]
        switch order {
        case .newest:
            ordered = matching.sorted { $0.id > $1.id }
        case .mostLiked:
            ordered = matching.enumerated()
                .sorted { ($0.element.likeCount, -$0.offset) > ($1.element.likeCount, -$1.offset) }
                .map(\.element)
        }
        return Array(ordered.prefix(limit))
    }
}

extension FeedQuery: CustomStringConvertible {
    /// The parts that were set, e.g. `kinds: image, video; order: most liked; limit: 2`.
    var description: String {
        var parts: [String] = []
        if let author { parts.append("author: \(author)") }
        if !excludedAuthors.isEmpty {
            parts.append("excluding: " + excludedAuthors.sorted().map(\.rawValue).joined(separator: ", "))
        }
        if !kinds.isEmpty {
            parts.append("kinds: " + kinds.map(\.rawValue).sorted().joined(separator: ", "))
        }
        if minimumLikes > 0 { parts.append("likes >= \(minimumLikes)") }
        if requiresCaption { parts.append("with caption") }
        if let searchText { parts.append("containing '\(searchText)'") }
        parts.append("order: \(order.rawValue)")
        parts.append("limit: \(limit)")
        return parts.joined(separator: "; ")
    }
}
