import Futubra

/// A parsed feed filter such as `author:anna and likes>3`: a tree of conditions that can be
/// evaluated against any post.
///
/// The abstract syntax tree of the interpreter. Leaves test one property of a post; `not`,
/// `and` and `or` combine other queries. ``matches(_:)`` is the interpreter: one recursive
/// function, one case per kind of node.
///
/// ```swift
/// let query = try FeedQuery.parse("author:anna and likes>2")
/// let hits = feed.posts.filter(query.matches)
/// ```
indirect enum FeedQuery: Hashable, Sendable {
    /// `author:NAME`
    case author(UserName)
    /// `kind:text`, `kind:image`, `kind:video`
    case kind(Content.Kind)
    /// `text:WORD` or `text:"some words"`: the post's words contain it, ignoring case.
    case contains(String)
    /// `likes>3`, `comments=0`...
    case count(Metric, Comparison, Int)
    /// `not QUERY`
    case not(FeedQuery)
    /// `QUERY and QUERY`
    case and(FeedQuery, FeedQuery)
    /// `QUERY or QUERY`
    case or(FeedQuery, FeedQuery)

    /// What a numeric condition counts.
    enum Metric: String, CaseIterable, Hashable, Sendable {
        case likes, comments
    }

    /// How a numeric condition compares.
    enum Comparison: String, CaseIterable, Hashable, Sendable {
        case greater = ">"
        case greaterOrEqual = ">="
        case less = "<"
        case lessOrEqual = "<="
        case equal = "="

        func compare(_ lhs: Int, _ rhs: Int) -> Bool {
            switch self {
            case .greater: lhs > rhs
            case .greaterOrEqual: lhs >= rhs
            case .less: lhs < rhs
            case .lessOrEqual: lhs <= rhs
            case .equal: lhs == rhs
            }
        }
    }

    /// Whether `post` satisfies the query: the interpreter, evaluating the tree recursively.
    ///
    /// `and` and `or` short-circuit, as in Swift.
    func matches(_ post: Post) -> Bool {
        switch self {
        case .author(let name): post.author == name
        case .kind(let kind): post.content.kind == kind
        case .contains(let word): post.content.words?.lowercased().contains(word.lowercased()) ?? false
        case .count(.likes, let comparison, let value): comparison.compare(post.likeCount, value)
        case .count(.comments, let comparison, let value): comparison.compare(post.comments.count, value)
        case .not(let query): !query.matches(post)
        case .and(let lhs, let rhs): lhs.matches(post) && rhs.matches(post)
        case .or(let lhs, let rhs): lhs.matches(post) || rhs.matches(post)
        }
    }
}

extension FeedQuery: CustomStringConvertible {
    /// The query in the filter language, fully parenthesised: parsing it gives the same tree.
    ///
    /// A `text:` value is quoted unless it is one plain word, so `text:"wow!"` prints back as
    /// `text:"wow!"`, not as `text:wow!`, which would not parse. (The language has no escape
    /// for a `"` inside a quoted value, so only trees whose values hold no `"`, which is every
    /// tree the parser builds, print back to themselves.)
    var description: String {
        switch self {
        case .author(let name): "author:\(name)"
        case .kind(let kind): "kind:\(kind.rawValue)"
        case .contains(let word):
            word.allSatisfy(FeedQueryParser.isWordCharacter) ? "text:\(word)" : "text:\"\(word)\""
        case .count(let metric, let comparison, let value): "\(metric.rawValue)\(comparison.rawValue)\(value)"
        case .not(let query): "not \(query.grouped)"
        case .and(let lhs, let rhs): "\(lhs.grouped) and \(rhs.grouped)"
        case .or(let lhs, let rhs): "\(lhs.grouped) or \(rhs.grouped)"
        }
    }

    private var grouped: String {
        switch self {
        case .and, .or: "(\(description))"
        default: description
        }
    }
}
