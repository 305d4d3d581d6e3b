import Futubra

/// Turns the text of a feed filter into a ``FeedQuery``, or an error naming the position.
///
/// The grammar, loosest binding first (keywords are case-insensitive):
///
/// ```text
/// query   := and ("or" and)*
/// and     := unary ("and" unary)*
/// unary   := "not" unary | "(" query ")" | condition
/// condition := "author:" NAME | "kind:" KIND | "text:" (WORD | "QUOTED")
///            | ("likes" | "comments") (">" | ">=" | "<" | "<=" | "=") NUMBER
/// ```
///
/// Positions are 1-based character columns, so `likes>x` reports column 7.
///
/// ```swift
/// let query = try FeedQueryParser.parse("kind:image or likes>2")
/// // FeedQueryParser.parse("likes>x") throws malformedQuery(_, position: 7, ...)
/// ```
struct FeedQueryParser {
    /// One word, quoted string or symbol of the query, with its 1-based column for errors.
    private struct Token: Equatable {
        /// What the lexer recognised; `end` stands past the last character.
        enum Kind: Equatable {
            case word(String)
            case quoted(String)
            case symbol(String)
            case end
        }
        let kind: Kind
        let position: Int

        var text: String {
            switch kind {
            case .word(let word): word
            case .quoted(let text): "\"\(text)\""
            case .symbol(let symbol): symbol
            case .end: "end of query"
            }
        }
    }

    private var tokens: [Token] = []
    private var index = 0
    /// How deeply `not` and parentheses are nested right now.
    private var depth = 0
    /// How many conditions have been parsed so far.
    private var conditions = 0
    /// The deepest nesting of `not` and parentheses accepted, so hostile input cannot exhaust
    /// the stack while parsing.
    static let maximumDepth = 32
    /// The most conditions a query may hold. A long `and` or `or` chain builds a tree as deep
    /// as it is long, and evaluating or releasing that tree recurses once per level, so its
    /// length is bounded too.
    static let maximumConditions = 100
    private let source: String

    /// Parses `source`; throws ``BehavioralError/malformedQuery(_:position:reason:)``.
    static func parse(_ source: String) throws(BehavioralError) -> FeedQuery {
        var parser = FeedQueryParser(source: source)
        try parser.tokenize()
        let query = try parser.parseOr()
        let next = parser.peek
        guard next.kind == .end else { throw parser.error(at: next, "unexpected '\(next.text)'") }
        return query
    }

    private init(source: String) {
        self.source = source
    }

    // MARK: - Lexer

    private mutating func tokenize() throws(BehavioralError) {
        let characters = Array(source)
        var offset = 0
        while offset < characters.count {
            let character = characters[offset]
            let position = offset + 1
            if character.isWhitespace {
                offset += 1
            } else if Self.isWordCharacter(character) {
                var word = ""
                while offset < characters.count, Self.isWordCharacter(characters[offset]) {
                    word.append(characters[offset])
                    offset += 1
                }
                tokens.append(Token(kind: .word(word), position: position))
            } else if character == "\"" {
                guard let close = characters[(offset + 1)...].firstIndex(of: "\"") else {
                    throw .malformedQuery(source, position: position, reason: "the quote is never closed")
                }
                tokens.append(Token(kind: .quoted(String(characters[(offset + 1)..<close])), position: position))
                offset = close + 1
            } else if character == ">" || character == "<" {
                let isOrEqual = offset + 1 < characters.count && characters[offset + 1] == "="
                tokens.append(Token(kind: .symbol(isOrEqual ? "\(character)=" : "\(character)"), position: position))
                offset += isOrEqual ? 2 : 1
            } else if "():=".contains(character) {
                tokens.append(Token(kind: .symbol(String(character)), position: position))
                offset += 1
            } else {
                throw .malformedQuery(source, position: position, reason: "unexpected character '\(character)'")
            }
        }
        tokens.append(Token(kind: .end, position: characters.count + 1))
    }

    /// Whether `character` can be part of an unquoted word: a field, a value or a number.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || "._-".contains(character)
    }

    // MARK: - Parser

    private var peek: Token { tokens[min(index, tokens.count - 1)] }

    private mutating func advance() -> Token {
        let token = peek
        index += 1
        return token
    }

    private func isKeyword(_ token: Token, _ keyword: String) -> Bool {
        if case .word(let word) = token.kind { return word.lowercased() == keyword }
        return false
    }

    private mutating func parseOr() throws(BehavioralError) -> FeedQuery {
        var query = try parseAnd()
        while isKeyword(peek, "or") {
            _ = advance()
            query = .or(query, try parseAnd())
        }
        return query
    }

    private mutating func parseAnd() throws(BehavioralError) -> FeedQuery {
        var query = try parseUnary()
        while isKeyword(peek, "and") {
            _ = advance()
            query = .and(query, try parseUnary())
        }
        return query
    }

    private mutating func parseUnary() throws(BehavioralError) -> FeedQuery {
        if isKeyword(peek, "not") {
            try enterNesting(at: advance())
            defer { depth -= 1 }
            return .not(try parseUnary())
        }
        if peek.kind == .symbol("(") {
            try enterNesting(at: advance())
            defer { depth -= 1 }
            let query = try parseOr()
            let close = advance()
            guard close.kind == .symbol(")") else { throw error(at: close, "expected ')', found '\(close.text)'") }
            return query
        }
        return try parseCondition()
    }

    /// Counts one more level of `not` or parentheses, opened by `token`; refuses one too many.
    private mutating func enterNesting(at token: Token) throws(BehavioralError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw error(at: token, "nested more than \(Self.maximumDepth) levels deep")
        }
    }

    private mutating func parseCondition() throws(BehavioralError) -> FeedQuery {
        let field = advance()
        guard case .word(let name) = field.kind, !["and", "or", "not"].contains(name.lowercased()) else {
            throw error(at: field, "expected a condition such as 'author:anna', found '\(field.text)'")
        }
        conditions += 1
        guard conditions <= Self.maximumConditions else {
            throw error(at: field, "more than \(Self.maximumConditions) conditions")
        }
        if let metric = FeedQuery.Metric(rawValue: name.lowercased()) {
            let symbol = advance()
            guard case .symbol(let text) = symbol.kind, let comparison = FeedQuery.Comparison(rawValue: text) else {
                throw error(at: symbol, "expected '>', '>=', '<', '<=' or '=' after '\(name)', found '\(symbol.text)'")
            }
            let number = advance()
            guard case .word(let digits) = number.kind, let value = Int(digits), value >= 0 else {
                throw error(at: number, "expected a number, found '\(number.text)'")
            }
            return .count(metric, comparison, value)
        }
        let colon = advance()
        guard colon.kind == .symbol(":") else {
            throw error(at: colon, "expected ':' after '\(name)', found '\(colon.text)'")
        }
        let value = advance()
        switch (name.lowercased(), value.kind) {
        case ("author", .word(let raw)):
            do {
                return .author(try UserName(raw))
            } catch {
                throw self.error(at: value, error.description)
            }
        case ("kind", .word(let raw)):
            guard let kind = Content.Kind(rawValue: raw.lowercased()) else {
                throw error(at: value, "unknown kind '\(raw)': use text, image or video")
            }
            return .kind(kind)
        case ("text", .word(let word)), ("text", .quoted(let word)):
            guard !word.isEmpty else { throw error(at: value, "'text:' needs something to look for") }
            return .contains(word)
        case ("author", _), ("kind", _), ("text", _):
            throw error(at: value, "expected a value after '\(name):', found '\(value.text)'")
        default:
            throw error(at: field, "unknown field '\(name)': use author, kind, text, likes or comments")
        }
    }

    private func error(at token: Token, _ reason: String) -> BehavioralError {
        .malformedQuery(source, position: token.position, reason: reason)
    }
}

extension FeedQuery {
    /// Parses a feed filter; see ``FeedQueryParser`` for the grammar.
    static func parse(_ source: String) throws(BehavioralError) -> FeedQuery {
        try FeedQueryParser.parse(source)
    }
}
