/// A Swift file read as code: its words and symbols without comments and without the text
/// of string literals (the code of a literal's `\(…)` interpolations stays), and the
/// declarations it makes, each with the code that belongs to it.
///
/// The principles' claims are about code: which type names which, which code a change
/// reaches, how many requirements a protocol has. Their tests count these from the module's
/// own sources (`Principles.sourceFiles`) with this reader instead of writing the numbers by
/// hand. It is a reader's tool, not a compiler: it matches names by spelling, as a reader
/// searching the code would, and it does not look inside function bodies for declarations.
///
/// ```swift
/// let source = SwiftSource(path: "KISS/KISS.swift", text: text)
/// source.words                                     // every identifier the code uses
/// source.declarations.map(\.qualifiedName)         // ["KISS", "KISS.LikersLine", "KISS.LikersLine.text"]
/// ```
///
/// - Complexity: O(n) in the length of the text.
struct SwiftSource: Sendable {
    /// One word (an identifier, a keyword, a number) or one symbol of the code.
    struct Token: Equatable, Sendable {
        enum Kind: Equatable, Sendable { case word, number, symbol }
        let text: String
        let kind: Kind
        /// The line it is on, from 1.
        let line: Int
    }

    /// The file's path, as given.
    let path: String
    /// The code's tokens, in order, comments and string text left out.
    let tokens: [Token]
    /// Every declaration outside a function body, outermost first.
    let declarations: [SwiftDeclaration]

    init(path: String = "", text: String) {
        self.path = path
        var lexer = SwiftLexer(scalars: Array(text.unicodeScalars))
        lexer.code(untilParenthesis: false)
        tokens = lexer.tokens
        var parser = SwiftDeclarationParser(tokens: lexer.tokens, file: path)
        parser.parse(0..<lexer.tokens.count, path: [])
        declarations = parser.declarations
    }

    /// Every identifier the code uses, declared names included.
    var words: Set<String> { Set(tokens.lazy.filter { $0.kind == .word }.map(\.text)) }

    /// The names of the types the file declares (not those it extends), and its type aliases.
    var declaredTypes: Set<String> {
        Set(declarations.filter { $0.kind.isType && $0.kind != .extension || $0.kind == .typealias }.map(\.name))
    }
}

/// A declaration found by ``SwiftSource``: a type, an extension, or a member of one.
struct SwiftDeclaration: Sendable {
    enum Kind: String, Sendable, CaseIterable {
        case `struct`, `class`, `enum`, `protocol`, `extension`, `actor`
        case `func`, `init`, `deinit`, `subscript`, `var`, `let`, `case`, `associatedtype`, `typealias`

        /// Whether it declares (or extends) a type, whose body holds members.
        var isType: Bool { [.struct, .class, .enum, .protocol, .extension, .actor].contains(self) }
    }

    let kind: Kind
    /// Its name; for an extension, the extended type's last name; `init`, `deinit` and
    /// `subscript` for those.
    let name: String
    /// The names of the types it is declared in, outermost first (an extension of `A.B`
    /// puts its members in `["A", "B"]`).
    let path: [String]
    /// `static` or `class` members.
    let isStatic: Bool
    /// The attributes written before it, without `@`: `["discardableResult"]`.
    let attributes: [String]
    /// For a type or an extension, the last names of what follows its `:`.
    let inherited: [String]
    /// Its tokens, from its first attribute or modifier to its end.
    let range: Range<Int>
    /// The tokens between its braces, when it has a body.
    let body: Range<Int>?
    /// The token that names it.
    let nameToken: Int
    /// The file it is in.
    let file: String
    /// The lines it spans, from its first token to its last.
    let lines: ClosedRange<Int>

    /// `KISS.LikersLine.text`.
    var qualifiedName: String { (path + [name]).joined(separator: ".") }

    /// The type's own name path for its members: `["A", "B"]` for `extension A.B`.
    var memberPath: [String] { path + [name] }
}

/// Reads tokens from Swift text, skipping comments and the text of string literals.
private struct SwiftLexer {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1
    var tokens: [SwiftSource.Token] = []

    func at(_ offset: Int) -> Unicode.Scalar {
        index + offset < scalars.count ? scalars[index + offset] : " "
    }

    static func isWordStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic
    }

    static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        isWordStart(scalar) || scalar.properties.numericType != nil
    }

    /// Steps over one scalar, counting lines.
    mutating func advance() {
        if scalars[index] == "\n" { line += 1 }
        index += 1
    }

    /// Code up to the end, or up to the `)` that closes an interpolation.
    mutating func code(untilParenthesis: Bool) {
        var depth = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "/", at(1) == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else if scalar == "/", at(1) == "*" {
                blockComment()
            } else if scalar == "\"" || (scalar == "#" && (at(1) == "\"" || at(1) == "#")) {
                string()
            } else if scalar == "`" {
                advance()
                word()
                if index < scalars.count, scalars[index] == "`" { advance() }
            } else if Self.isWordStart(scalar) {
                word()
            } else if scalar.properties.numericType != nil {
                let start = index
                while index < scalars.count,
                    Self.isWordPart(scalars[index]) || scalars[index] == "." && at(1).properties.numericType != nil
                {
                    index += 1
                }
                tokens.append(.init(text: text(start..<index), kind: .number, line: line))
            } else if scalar.properties.isWhitespace {
                advance()
            } else {
                if scalar == "(" { depth += 1 }
                if scalar == ")" {
                    if untilParenthesis && depth == 0 {
                        index += 1
                        return
                    }
                    depth -= 1
                }
                tokens.append(.init(text: String(Character(scalar)), kind: .symbol, line: line))
                index += 1
            }
        }
    }

    func text(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range])
        return String(view)
    }

    mutating func word() {
        let start = index
        while index < scalars.count, Self.isWordPart(scalars[index]) { index += 1 }
        guard index > start else { return }
        tokens.append(.init(text: text(start..<index), kind: .word, line: line))
    }

    /// A block comment from its `/*`; block comments nest in Swift.
    mutating func blockComment() {
        var depth = 0
        while index < scalars.count {
            if scalars[index] == "/", at(1) == "*" {
                depth += 1
                index += 2
            } else if scalars[index] == "*", at(1) == "/" {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    /// A string literal from its opening quotes: plain, multi-line or raw (`#"…"#`).
    mutating func string() {
        var hashes = 0
        while index < scalars.count, scalars[index] == "#" {
            hashes += 1
            index += 1
        }
        let quotes = at(0) == "\"" && at(1) == "\"" && at(2) == "\"" ? 3 : 1
        index += quotes
        let escape = "\\" + String(repeating: "#", count: hashes)
        let escapeScalars = Array(escape.unicodeScalars)
        while index < scalars.count {
            if matches(escapeScalars) {
                index += escapeScalars.count
                if index < scalars.count, scalars[index] == "(" {
                    index += 1
                    code(untilParenthesis: true)
                } else if index < scalars.count {
                    advance()
                }
            } else if scalars[index] == "\"", quotes == 1 || (at(1) == "\"" && at(2) == "\""),
                (0..<hashes).allSatisfy({ at(quotes + $0) == "#" })
            {
                index += quotes + hashes
                return
            } else {
                advance()
            }
        }
    }

    func matches(_ pattern: [Unicode.Scalar]) -> Bool {
        pattern.indices.allSatisfy { at($0) == pattern[$0] }
    }
}

/// Finds the declarations in a token stream: types and their members, never the local
/// declarations inside a function's or a property's body.
private struct SwiftDeclarationParser {
    let tokens: [SwiftSource.Token]
    let file: String
    var declarations: [SwiftDeclaration] = []

    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "final", "mutating",
        "nonmutating", "override", "required", "convenience", "lazy", "weak", "unowned", "nonisolated", "indirect",
        "dynamic", "optional", "prefix", "postfix", "infix", "consuming", "borrowing", "distributed",
    ]

    /// Words that begin a declaration where a statement could not continue.
    static var starters: Set<String> {
        modifiers.union(SwiftDeclaration.Kind.allCases.map(\.rawValue))
    }

    func isWord(_ index: Int, _ text: String) -> Bool {
        index < tokens.count && tokens[index].kind == .word && tokens[index].text == text
    }

    func isSymbol(_ index: Int, _ text: String) -> Bool {
        index < tokens.count && tokens[index].kind == .symbol && tokens[index].text == text
    }

    /// The index after the bracket that closes the one at `open`, or `end`.
    func closing(_ open: Int, end: Int) -> Int {
        let pairs: [String: String] = ["(": ")", "[": "]", "{": "}"]
        guard let close = pairs[tokens[open].text] else { return open + 1 }
        var depth = 0
        var index = open
        while index < end {
            if isSymbol(index, tokens[open].text) { depth += 1 }
            if isSymbol(index, close) {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return end
    }

    /// Whether the token at `index` starts a new declaration: a declaration word or a
    /// modifier, or an attribute that opens its line.
    func startsDeclaration(_ index: Int, after previous: Int) -> Bool {
        let token = tokens[index]
        if token.kind == .word, Self.starters.contains(token.text) {
            // `class func` is a modifier; `T.self`, `.init(…)` and `x.case` are not declarations.
            return !(index > 0 && isSymbol(index - 1, "."))
        }
        return token.kind == .symbol && token.text == "@" && token.line > tokens[previous].line
    }

    mutating func parse(_ range: Range<Int>, path: [String]) {
        var index = range.lowerBound
        while index < range.upperBound {
            let start = index
            var attributes: [String] = []
            var isStatic = false
            // Attributes and modifiers.
            while index < range.upperBound {
                if isSymbol(index, "@"), index + 1 < range.upperBound, tokens[index + 1].kind == .word {
                    attributes.append(tokens[index + 1].text)
                    index += 2
                    if isSymbol(index, "(") { index = closing(index, end: range.upperBound) }
                } else if tokens[index].kind == .word,
                    Self.modifiers.contains(tokens[index].text)
                        || (tokens[index].text == "class" && (isWord(index + 1, "func") || isWord(index + 1, "var")))
                {
                    if ["static", "class"].contains(tokens[index].text) { isStatic = true }
                    index += 1
                    if isSymbol(index, "("), index + 2 < range.upperBound, isSymbol(index + 2, ")") { index += 3 }
                } else {
                    break
                }
            }
            guard index < range.upperBound, tokens[index].kind == .word,
                let kind = SwiftDeclaration.Kind(rawValue: tokens[index].text)
            else {
                // Not a declaration (a statement, a stray brace): step over it.
                if index == start {
                    index = isSymbol(start, "{") ? closing(start, end: range.upperBound) : start + 1
                }
                continue
            }
            if kind.isType {
                index = typeDeclaration(
                    kind, at: index, start: start, end: range.upperBound, path: path, attributes: attributes)
            } else if kind == .case {
                index = caseDeclaration(at: index, start: start, end: range.upperBound, path: path)
            } else {
                index = memberDeclaration(
                    kind, at: index, start: start, end: range.upperBound, path: path,
                    isStatic: isStatic, attributes: attributes)
            }
        }
    }

    /// A type or an extension, and the members in its body.
    mutating func typeDeclaration(
        _ kind: SwiftDeclaration.Kind, at keyword: Int, start: Int, end: Int, path: [String], attributes: [String]
    ) -> Int {
        var index = keyword + 1
        var names: [String] = []
        var nameToken = keyword
        while index < end, tokens[index].kind == .word {
            names.append(tokens[index].text)
            nameToken = index
            index += 1
            guard isSymbol(index, ".") else { break }
            index += 1
        }
        guard let name = names.last else { return keyword + 1 }
        var inherited: [String] = []
        var group: String?
        var bodyStart: Int?
        while index < end {
            if isSymbol(index, "{") {
                bodyStart = index
                break
            }
            if isSymbol(index, "<") {
                var depth = 0
                while index < end {
                    if isSymbol(index, "<") { depth += 1 }
                    if isSymbol(index, ">") { depth -= 1 }
                    index += 1
                    if depth == 0 { break }
                }
                continue
            }
            if isWord(index, "where") {
                if let group { inherited.append(group) }
                group = nil
                while index < end, !isSymbol(index, "{") { index += 1 }
                continue
            }
            if tokens[index].kind == .word, !isSymbol(index - 1, "@") {
                group = tokens[index].text
            }
            if isSymbol(index, ","), let current = group {
                inherited.append(current)
                group = nil
            }
            index += 1
        }
        if let group { inherited.append(group) }
        let outer = kind == .extension ? names.dropLast() : []
        let declaredPath = kind == .extension ? Array(outer) : path
        guard let open = bodyStart else { return index }
        let close = closing(open, end: end)
        let body = (open + 1)..<max(open + 1, close - 1)
        declarations.append(
            SwiftDeclaration(
                kind: kind, name: name, path: declaredPath, isStatic: false, attributes: attributes,
                inherited: inherited, range: start..<close, body: body, nameToken: nameToken, file: file,
                lines: tokens[start].line...tokens[close - 1].line))
        parse(body, path: declaredPath + [name])
        return close
    }

    /// `case a, b(Int), c = 3`: one declaration per name.
    mutating func caseDeclaration(at keyword: Int, start: Int, end: Int, path: [String]) -> Int {
        var index = keyword + 1
        var expectName = true
        while index < end {
            if expectName, tokens[index].kind == .word {
                declarations.append(
                    SwiftDeclaration(
                        kind: .case, name: tokens[index].text, path: path, isStatic: true, attributes: [],
                        inherited: [], range: start..<(index + 1), body: nil, nameToken: index, file: file,
                        lines: tokens[start].line...tokens[index].line))
                expectName = false
                index += 1
                continue
            }
            if isSymbol(index, "(") {
                index = closing(index, end: end)
                continue
            }
            if isSymbol(index, ",") {
                expectName = true
            } else if isSymbol(index, "}") || startsDeclaration(index, after: index - 1) {
                break
            }
            index += 1
        }
        return index
    }

    /// A function, an initialiser, a property, a subscript, an associated type or an alias.
    mutating func memberDeclaration(
        _ kind: SwiftDeclaration.Kind, at keyword: Int, start: Int, end: Int, path: [String], isStatic: Bool,
        attributes: [String]
    ) -> Int {
        var index = keyword + 1
        var name = kind.rawValue
        var nameToken = keyword
        if [.func, .var, .let, .associatedtype, .typealias].contains(kind), index < end {
            name = tokens[index].text
            nameToken = index
            index += 1
        }
        var body: Range<Int>?
        while index < end {
            if isSymbol(index, "(") || isSymbol(index, "[") {
                index = closing(index, end: end)
                continue
            }
            if isSymbol(index, "{") {
                let close = closing(index, end: end)
                body = (index + 1)..<max(index + 1, close - 1)
                index = close
                // A closure's result called at once: `= { … }()`.
                if isSymbol(index, "("), index + 1 < end, isSymbol(index + 1, ")") { index += 2 }
                break
            }
            if isSymbol(index, "}") || startsDeclaration(index, after: index - 1) { break }
            index += 1
        }
        let last = max(index - 1, keyword)
        declarations.append(
            SwiftDeclaration(
                kind: kind, name: name, path: path, isStatic: isStatic, attributes: attributes, inherited: [],
                range: start..<index, body: body, nameToken: nameToken, file: file,
                lines: tokens[start].line...tokens[last].line))
        return index
    }
}
