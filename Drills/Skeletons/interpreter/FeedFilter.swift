/// A post as the filter sees it.
struct FilteredPost: Sendable {
    let author: String
    let likes: Int
}

/// A feed filter such as `author:anna and likes>3 or not likes<1`, as a tree: the interpreter
/// pattern's abstract syntax tree, evaluated by ``matches(_:)``.
indirect enum FeedFilter: Equatable, Sendable {
    /// `author:NAME`
    case author(String)
    /// `likes>N`
    case moreLikes(than: Int)
    /// `likes<N`
    case fewerLikes(than: Int)
    /// `not FILTER`
    case not(FeedFilter)
    /// `FILTER and FILTER`
    case and(FeedFilter, FeedFilter)
    /// `FILTER or FILTER`
    case or(FeedFilter, FeedFilter)

    /// Whether `post` passes the filter.
    func matches(_ post: FilteredPost) -> Bool {
        switch self {
        case .author(let name): post.author == name
        case .moreLikes(let count): post.likes > count
        case .fewerLikes(let count): post.likes < count
        case .not(let filter): !filter.matches(post)
        case .and(let left, let right): left.matches(post) && right.matches(post)
        case .or(let left, let right): left.matches(post) || right.matches(post)
        }
    }
}

/// A filter that breaks the grammar, and where.
struct FilterSyntaxError: Error, Equatable {
    let message: String
}

extension FeedFilter {
    /// The filter `source` writes, read with this grammar (as in Swift, `not` binds tightest,
    /// then `and`, then `or`; both group from the left):
    ///
    /// ```text
    /// filter    := clause ("or" clause)*
    /// clause    := factor ("and" factor)*
    /// factor    := "not" factor | "(" filter ")" | condition
    /// condition := "author:" NAME | "likes>" NUMBER | "likes<" NUMBER
    /// ```
    ///
    /// Words and parentheses are tokens; a parenthesis needs no space around it.
    static func parse(_ source: String) throws(FilterSyntaxError) -> FeedFilter {
        var parser = FilterParser(source)
        let filter = try parser.filter()
        guard parser.isAtEnd else { throw FilterSyntaxError(message: "unexpected '\(parser.peek ?? "")'") }
        return filter
    }
}

/// A recursive-descent parser: one method per rule of the grammar.
struct FilterParser {
    private var tokens: [String]
    private var position = 0

    init(_ source: String) {
        tokens = source.replacing("(", with: " ( ").replacing(")", with: " ) ").split(separator: " ").map(String.init)
    }

    var isAtEnd: Bool { position == tokens.count }
    var peek: String? { isAtEnd ? nil : tokens[position] }

    private mutating func next() throws(FilterSyntaxError) -> String {
        guard let token = peek else { throw FilterSyntaxError(message: "the filter ends too soon") }
        position += 1
        return token
    }

    /// `filter := clause ("or" clause)*`
    mutating func filter() throws(FilterSyntaxError) -> FeedFilter {
        // BUG 1: `and` and `or` are read at one level, left to right, so `a or b and c` is
        // read as `(a or b) and c`: `and` does not bind tighter than `or`.
        var filter = try factor()
        while let word = peek, word == "or" || word == "and" {
            position += 1
            let right = try factor()
            filter = word == "or" ? .or(filter, right) : .and(filter, right)
        }
        return filter
    }

    /// `clause := factor ("and" factor)*`
    mutating func clause() throws(FilterSyntaxError) -> FeedFilter {
        var clause = try factor()
        while peek == "and" {
            position += 1
            clause = .and(clause, try factor())
        }
        return clause
    }

    /// `factor := "not" factor | "(" filter ")" | condition`
    mutating func factor() throws(FilterSyntaxError) -> FeedFilter {
        let token = try next()
        switch token {
        case "not":
            // BUG 2: `not` takes the whole rest of the filter, so `not a and b` is read as
            // `not (a and b)`.
            return .not(try filter())
        case "(":
            let inner = try filter()
            guard try next() == ")" else { throw FilterSyntaxError(message: "a '(' is not closed") }
            return inner
        default:
            return try condition(token)
        }
    }

    /// `condition := "author:" NAME | "likes>" NUMBER | "likes<" NUMBER`
    private func condition(_ token: String) throws(FilterSyntaxError) -> FeedFilter {
        if token.hasPrefix("author:"), token.count > 7 {
            return .author(String(token.dropFirst(7)))
        }
        if let count = Int(token.dropFirst(6)), token.hasPrefix("likes>") || token.hasPrefix("likes<") {
            return token.hasPrefix("likes>") ? .moreLikes(than: count) : .fewerLikes(than: count)
        }
        throw FilterSyntaxError(message: "'\(token)' is not a condition")
    }
}
