/// One Swift source file read as code: its tokens, its comments, and the declarations the
/// family's measures count (types, functions, stored properties, type aliases).
///
/// The anti-pattern entries measure their code (the lines of a method, the fields of a type,
/// the hops from a button to a store, the callers of a function) from what the code is, not
/// from figures typed in by hand, so a measure follows the code when the code changes. This
/// is a lexer and a light reader of declarations, not a compiler: comments and string
/// literals never count as code, interpolations inside string literals do, and names are
/// resolved the way a reader resolves them (nested types, type aliases, the types of stored
/// properties, locals and parameters). ``SourceCode`` answers questions over a whole module.
///
/// ```swift
/// let file = SourceFile(path: "Poltergeist/LikeStore.swift", text: source)
/// file.declarations.filter { $0.keyword == "func" }.map(\.name)   // ["like", "deliver", "tap", "tap"]
/// ```
///
/// - Complexity: O(n) in the length of the text.
struct SourceFile: Sendable {
    /// One token of code.
    struct Token: Equatable, Sendable {
        /// What kind of token it is.
        enum Kind: Equatable, Sendable {
            /// An identifier or a keyword (backticks removed); `$0` too.
            case name
            /// A string literal's text without its interpolations, which follow it as tokens.
            case string
            /// A number literal.
            case number
            /// Punctuation or an operator: `(`, `.`, `==`, `->`, `..<`.
            case symbol
        }

        let kind: Kind
        let text: String
        /// The line it is on, counted from 1.
        let line: Int
    }

    /// A comment: `// …`, `/// …` or `/* … */`, reported at the line it starts on.
    struct Comment: Equatable, Sendable {
        let line: Int
        let text: String
        /// Whether it is a documentation comment (`///` or `/** */`).
        let isDocumentation: Bool
    }

    /// A declaration with a body in braces: a type, an extension, a function, an initializer
    /// or a computed property.
    struct Declaration: Equatable, Sendable {
        /// `struct`, `class`, `enum`, `protocol`, `actor`, `extension`, `func`, `init`,
        /// `deinit`, `subscript`, or `var` for a computed property.
        let keyword: String
        /// Its name; an extension's is the name of the type it extends (its last component).
        let name: String
        /// The type it is declared in, outermost first; `[]` at the top of the file.
        let owner: [String]
        /// For a type or an extension, the names after its `:`.
        let inherits: [String]
        /// The indices of the tokens between its braces.
        let body: Range<Int>
        /// The line of its keyword and the line of its closing brace.
        let lines: ClosedRange<Int>
        /// The lines of its opening and closing braces.
        let braces: ClosedRange<Int>
        /// For a function: its parameters, by the name the body uses, with the name of their type.
        let parameters: [String: String]
        /// The words before its keyword on its line: `final`, `override`, `private`, `static`.
        let modifiers: [String]

        /// Its owner and its name: the path of a type (`["Couplers", "MiddleMan", "Before"]`).
        var path: [String] { owner + [name] }

        /// Whether it is a type or an extension of one, rather than a function.
        var isType: Bool { SourceFile.typeKeywords.contains(keyword) }
    }

    /// A stored property of a type, or a local constant or variable of a function.
    struct Variable: Equatable, Sendable {
        let name: String
        /// The name of its type, when the code says it (`: Feed`, `= Feed()`, `= Before.Store()`);
        /// `nil` otherwise.
        let type: String?
        /// The type it belongs to, or for a local, the path of its function's type.
        let owner: [String]
        /// The index of its name token.
        let token: Int
        /// For a local, the body of the function or closure it lives in; `nil` for a stored property.
        let scope: Range<Int>?
    }

    /// `typealias name = target`, visible in `scope` (token indices), or in the whole module
    /// when it is declared at the top of a file.
    struct Alias: Equatable, Sendable {
        let name: String
        let target: [String]
        let owner: [String]
        let scope: Range<Int>
        let isTopLevel: Bool
    }

    static let typeKeywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "extension"]

    /// The path relative to the module's folder: `Poltergeist/LikeStore.swift`.
    let path: String
    let tokens: [Token]
    let comments: [Comment]
    let declarations: [Declaration]
    /// Stored properties and locals, in the order they appear.
    let variables: [Variable]
    let aliases: [Alias]

    /// Reads `text`, the contents of the file at `path`.
    init(path: String, text: String) {
        self.path = path
        var lexer = SourceLexer(Array(text.unicodeScalars))
        lexer.run()
        tokens = lexer.tokens
        comments = lexer.comments
        var reader = DeclarationReader(tokens: lexer.tokens)
        reader.run()
        declarations = reader.declarations
        variables = reader.variables
        aliases = reader.aliases
    }

    /// The innermost declaration whose braces hold token `index`, if any.
    func declaration(holding index: Int) -> Declaration? {
        declarations.filter { $0.body.contains(index) }.min { $0.body.count < $1.body.count }
    }

    /// The innermost type or extension whose lines hold `line`, if any.
    func type(atLine line: Int) -> Declaration? {
        declarations.filter { $0.isType && $0.lines.contains(line) }.min { $0.lines.count < $1.lines.count }
    }

    /// The number of lines that hold code in `declaration`'s body: blank lines and lines with
    /// only a comment do not count.
    func codeLines(in declaration: Declaration) -> Int {
        Set(tokens[declaration.body].map(\.line)).count
    }

    /// The comments on lines `lines`; documentation comments only when asked for.
    func comments(in lines: ClosedRange<Int>, documentation: Bool = false) -> [Comment] {
        comments.filter { lines.contains($0.line) && (documentation || !$0.isDocumentation) }
    }

    /// How many times the code `needle` occurs among the tokens `range` (all of them by
    /// default): `"session.store.feed"` matches those three names however they are spaced, and
    /// `#""likes""#` matches the string literal; text in a comment never matches.
    func occurrences(of needle: String, in range: Range<Int>? = nil) -> Int {
        let needle = SourceFile(path: "", text: needle).tokens
        let range = range ?? tokens.indices
        guard !needle.isEmpty, range.count >= needle.count else { return 0 }
        var count = 0
        for start in range.lowerBound...(range.upperBound - needle.count)
        where needle.indices.allSatisfy({
            tokens[start + $0].text == needle[$0].text && tokens[start + $0].kind == needle[$0].kind
        }) {
            count += 1
        }
        return count
    }

    /// The body of the one type named `name` declared in this file; `nil` when there is none
    /// or more than one.
    func body(ofType name: String) -> Range<Int>? {
        let found = declarations.filter { $0.isType && $0.name == name }
        return found.count == 1 ? found[0].body : nil
    }

}

/// Splits Swift text into tokens and comments.
private struct SourceLexer {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1
    var tokens: [SourceFile.Token] = []
    var comments: [SourceFile.Comment] = []

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    static func isNameContinue(_ scalar: Unicode.Scalar) -> Bool {
        isNameStart(scalar) || ("0"..."9").contains(scalar)
    }

    static let operatorCharacters: Set<Unicode.Scalar> = [
        "=", "-", "+", "*", "/", "%", "<", ">", "!", "&", "|", "^", "~", "?",
    ]

    /// Reads tokens to the end, or, inside an interpolation, to its closing parenthesis.
    mutating func run(interpolation: Bool = false) {
        var depth = 0
        while let scalar = peek() {
            if interpolation && scalar == ")" && depth == 0 {
                index += 1
                return
            }
            if scalar == "(" { depth += 1 }
            if scalar == ")" { depth -= 1 }
            if scalar == "\n" {
                line += 1
                index += 1
            } else if scalar.properties.isWhitespace {
                index += 1
            } else if scalar == "/" && peek(1) == "/" {
                lexLineComment()
            } else if scalar == "/" && peek(1) == "*" {
                lexBlockComment()
            } else if scalar == "\"" || (scalar == "#" && startsRawString()) {
                lexString()
            } else if scalar == "`" {
                index += 1
                var name = ""
                while let next = peek(), next != "`", next != "\n" {
                    name.unicodeScalars.append(next)
                    index += 1
                }
                index += 1
                append(.name, name)
            } else if Self.isNameStart(scalar) || (scalar == "$" && peek(1).map(Self.isNameContinue) == true) {
                var name = String(scalar)
                index += 1
                while let next = peek(), Self.isNameContinue(next) {
                    name.unicodeScalars.append(next)
                    index += 1
                }
                append(.name, name)
            } else if ("0"..."9").contains(scalar) {
                lexNumber()
            } else if scalar == "." {
                if peek(1) == "." && peek(2) == "." {
                    index += 3
                    append(.symbol, "...")
                } else if peek(1) == "." && peek(2) == "<" {
                    index += 3
                    append(.symbol, "..<")
                } else {
                    index += 1
                    append(.symbol, ".")
                }
            } else if Self.operatorCharacters.contains(scalar) {
                var text = ""
                while let next = peek(), Self.operatorCharacters.contains(next),
                    !(next == "/" && (peek(1) == "/" || peek(1) == "*"))
                {
                    text.unicodeScalars.append(next)
                    index += 1
                }
                append(.symbol, text)
            } else {
                index += 1
                append(.symbol, String(scalar))
            }
        }
    }

    mutating func append(_ kind: SourceFile.Token.Kind, _ text: String, line: Int? = nil) {
        tokens.append(SourceFile.Token(kind: kind, text: text, line: line ?? self.line))
    }

    mutating func lexLineComment() {
        let start = index
        while let next = peek(), next != "\n" { index += 1 }
        let text = String(String.UnicodeScalarView(scalars[start..<index]))
        comments.append(
            SourceFile.Comment(
                line: line, text: text, isDocumentation: text.hasPrefix("///") && !text.hasPrefix("////")))
    }

    /// Skips `/* … */`, which nests in Swift.
    mutating func lexBlockComment() {
        let start = index
        let startLine = line
        var depth = 0
        while let scalar = peek() {
            if scalar == "/" && peek(1) == "*" {
                depth += 1
                index += 2
            } else if scalar == "*" && peek(1) == "/" {
                depth -= 1
                index += 2
                if depth == 0 { break }
            } else {
                if scalar == "\n" { line += 1 }
                index += 1
            }
        }
        let text = String(String.UnicodeScalarView(scalars[start..<index]))
        comments.append(SourceFile.Comment(line: startLine, text: text, isDocumentation: text.hasPrefix("/**")))
    }

    func startsRawString() -> Bool {
        var offset = 0
        while peek(offset) == "#" { offset += 1 }
        return peek(offset) == "\""
    }

    mutating func lexNumber() {
        var text = ""
        while let next = peek() {
            if Self.isNameContinue(next) {
                text.unicodeScalars.append(next)
                index += 1
            } else if next == ".", let after = peek(1), ("0"..."9").contains(after) {
                text.unicodeScalars.append(next)
                index += 1
            } else {
                break
            }
        }
        append(.number, text)
    }

    /// A string literal (`"…"`, `"""…"""`, `#"…"#`): its text, then the tokens of each
    /// interpolation in it.
    mutating func lexString() {
        let startLine = line
        var hashes = 0
        while peek() == "#" {
            hashes += 1
            index += 1
        }
        let multiline = peek(1) == "\"" && peek(2) == "\""
        index += multiline ? 3 : 1
        var text = ""
        var inner: [SourceFile.Token] = []
        while let scalar = peek() {
            if scalar == "\"" && closes(multiline: multiline, hashes: hashes) {
                index += (multiline ? 3 : 1) + hashes
                break
            }
            if !multiline && scalar == "\n" { break }
            if scalar == "\\" && (0..<hashes).allSatisfy({ peek(1 + $0) == "#" }) {
                index += 1 + hashes
                guard let escaped = peek() else { break }
                if escaped == "(" {
                    index += 1
                    var nested = SourceLexer(scalars)
                    nested.index = index
                    nested.line = line
                    nested.run(interpolation: true)
                    index = nested.index
                    line = nested.line
                    inner += nested.tokens
                    text += "\\(…)"
                    continue
                }
                index += 1
                switch escaped {
                case "n": text += "\n"
                case "t": text += "\t"
                case "0": text += "\0"
                case "r": text += "\r"
                default: text.unicodeScalars.append(escaped)
                }
                continue
            }
            if scalar == "\n" { line += 1 }
            text.unicodeScalars.append(scalar)
            index += 1
        }
        append(.string, text, line: startLine)
        tokens += inner
    }

    func closes(multiline: Bool, hashes: Int) -> Bool {
        let quotes = multiline ? 3 : 1
        for offset in 0..<quotes where peek(offset) != "\"" { return false }
        for offset in 0..<hashes where peek(quotes + offset) != "#" { return false }
        return true
    }
}

/// Finds the declarations in a file's tokens by following its braces.
private struct DeclarationReader {
    typealias Token = SourceFile.Token

    let tokens: [Token]
    var declarations: [SourceFile.Declaration] = []
    var variables: [SourceFile.Variable] = []
    var aliases: [SourceFile.Alias] = []

    /// A declaration whose opening brace has not been reached yet.
    struct Pending {
        var keyword: String
        var name: String
        var owner: [String]
        var inherits: [String]
        var line: Int
        var parameters: [String: String]
        var modifiers: [String] = []
    }

    /// An open brace: the declaration it opens, if any, and where its body starts.
    struct Open {
        var declaration: Pending?
        var start: Int
        var line: Int
    }

    static let functionKeywords: Set<String> = ["func", "init", "deinit", "subscript"]

    init(tokens: [Token]) {
        self.tokens = tokens
    }

    func text(_ index: Int) -> String? {
        tokens.indices.contains(index) ? tokens[index].text : nil
    }

    func isName(_ index: Int) -> Bool {
        tokens.indices.contains(index) && tokens[index].kind == .name
    }

    /// The path of the innermost type or extension in `stack`.
    func owner(_ stack: [Open]) -> [String] {
        for open in stack.reversed() {
            if let declaration = open.declaration, SourceFile.typeKeywords.contains(declaration.keyword) {
                return declaration.owner + [declaration.name]
            }
        }
        return []
    }

    mutating func run() {
        var stack: [Open] = []
        var pending: Pending?
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let word = token.kind == .name ? token.text : nil
            if token.kind == .symbol && token.text == "{" {
                stack.append(Open(declaration: pending, start: index + 1, line: token.line))
                pending = nil
            } else if token.kind == .symbol && token.text == "}" {
                pending = nil
                if let open = stack.popLast(), let declaration = open.declaration {
                    declarations.append(
                        SourceFile.Declaration(
                            keyword: declaration.keyword, name: declaration.name, owner: declaration.owner,
                            inherits: declaration.inherits, body: open.start..<index,
                            lines: declaration.line...token.line, braces: open.line...token.line,
                            parameters: declaration.parameters, modifiers: declaration.modifiers))
                }
            } else if let word, text(index - 1) != ".", SourceFile.typeKeywords.contains(word),
                let found = readType(at: index, owner: owner(stack))
            {
                pending = found.declaration
                pending?.modifiers = modifiers(before: index)
                index = found.next
                continue
            } else if let word, text(index - 1) != ".", Self.functionKeywords.contains(word) {
                pending = readFunction(at: index, owner: owner(stack))
                pending?.modifiers = modifiers(before: index)
            } else if let word, text(index - 1) != ".", word == "var" || word == "let" {
                if var computed = readVariable(at: index, stack: stack) {
                    computed.modifiers = modifiers(before: index)
                    pending = computed
                }
            } else if word == "typealias", isName(index + 1), text(index + 2) == "=" {
                var target: [String] = []
                var cursor = index + 3
                while isName(cursor) {
                    target.append(tokens[cursor].text)
                    guard text(cursor + 1) == "." else { break }
                    cursor += 2
                }
                let scope = stack.last.map { $0.start..<(matchingBrace(from: $0.start - 1) ?? tokens.count) }
                aliases.append(
                    SourceFile.Alias(
                        name: tokens[index + 1].text, target: target, owner: owner(stack),
                        scope: scope ?? tokens.indices, isTopLevel: stack.isEmpty))
            }
            index += 1
        }
    }

    /// The names before the keyword at `index` on its line (`final`, `private`), skipping
    /// `(set)` and attributes' `@`.
    func modifiers(before index: Int) -> [String] {
        var found: [String] = []
        var cursor = index - 1
        while cursor >= 0, tokens[cursor].line == tokens[index].line {
            let token = tokens[cursor]
            if token.kind == .name {
                found.insert(token.text, at: 0)
            } else if !["(", ")", "@"].contains(token.text) {
                break
            }
            cursor -= 1
        }
        return found
    }

    /// The index of the `}` that closes the `{` at `open`.
    func matchingBrace(from open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < tokens.count {
            if tokens[index].kind == .symbol && tokens[index].text == "{" { depth += 1 }
            if tokens[index].kind == .symbol && tokens[index].text == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    /// `struct Name<…>: A, B where … {`, `extension A.B: C {`; `nil` when the keyword is not a
    /// declaration (`class func`, `class var`).
    func readType(at index: Int, owner: [String]) -> (declaration: Pending, next: Int)? {
        let keyword = tokens[index].text
        var cursor = index + 1
        guard isName(cursor) else { return nil }
        if keyword == "class",
            ["func", "var", "let", "subscript", "override", "final", "static", "private", "public", "internal"]
                .contains(tokens[cursor].text)
        {
            return nil
        }
        var path = [tokens[cursor].text]
        while text(cursor + 1) == ".", isName(cursor + 2) {
            path.append(tokens[cursor + 2].text)
            cursor += 2
        }
        cursor += 1
        var inherits: [String] = []
        var angle = 0
        var afterColon = false
        var expectName = false
        while cursor < tokens.count, text(cursor) != "{", text(cursor) != "where" || angle > 0 {
            let current = tokens[cursor]
            if current.text == "<" { angle += 1 }
            if current.text == ">" { angle -= 1 }
            if angle == 0 && current.text == ":" {
                afterColon = true
                expectName = true
            } else if angle == 0 && current.text == "," {
                expectName = true
            } else if afterColon && expectName && current.kind == .name && current.text != "any" {
                inherits.append(current.text)
                expectName = false
            }
            cursor += 1
        }
        let name = path.removeLast()
        let extended = keyword == "extension"
        let declaration = Pending(
            keyword: keyword, name: name, owner: extended ? path : owner + path, inherits: inherits,
            line: tokens[index].line, parameters: [:])
        return (declaration, cursor)
    }

    /// `func name(label name: Type, …)`, `init(…)`: the name and the parameters' types.
    func readFunction(at index: Int, owner: [String]) -> Pending {
        let keyword = tokens[index].text
        var cursor = index + 1
        var name = keyword
        if keyword == "func", cursor < tokens.count {
            name = tokens[cursor].text
            cursor += 1
        }
        while cursor < tokens.count, text(cursor) != "(", text(cursor) != "{" { cursor += 1 }
        var parameters: [String: String] = [:]
        if text(cursor) == "(" {
            var depth = 0
            var previous: [Int] = []
            repeat {
                let current = tokens[cursor]
                if current.text == "(" || current.text == "[" { depth += 1 }
                if current.text == ")" || current.text == "]" { depth -= 1 }
                if depth == 1 && current.text == ":", let last = previous.last, tokens[last].kind == .name {
                    parameters[tokens[last].text] = typeName(after: cursor)
                }
                if depth == 1 && (current.text == "," || current.text == "(") {
                    previous = []
                } else {
                    previous.append(cursor)
                }
                cursor += 1
            } while cursor < tokens.count && depth > 0
        }
        return Pending(
            keyword: keyword, name: name, owner: owner, inherits: [], line: tokens[index].line, parameters: parameters)
    }

    /// The first type name after the `:` at `colon`: `inout`, `any`, `some`, attributes and
    /// brackets skipped; `nil` for a function type or a tuple.
    func typeName(after colon: Int) -> String? {
        var cursor = colon + 1
        while cursor < tokens.count {
            let current = tokens[cursor]
            if current.text == "@" {
                cursor += 2
                continue
            }
            if current.kind == .name {
                if ["inout", "any", "some", "borrowing", "consuming", "sending"].contains(current.text) {
                    cursor += 1
                    continue
                }
                return current.text
            }
            if current.text == "[" {
                cursor += 1
                continue
            }
            return nil
        }
        return nil
    }

    /// The type a value starts with after the `=` at `equals`: `Feed()` is a `Feed`,
    /// `Smell.Before.Repository(…)` a `Smell.Before.Repository`, `ConflictPolicy.overwrite` a
    /// `ConflictPolicy`; `nil` when it does not start with a type's name.
    func initializedType(after equals: Int) -> String? {
        var components: [String] = []
        var cursor = equals + 1
        while isName(cursor), let first = tokens[cursor].text.unicodeScalars.first, ("A"..."Z").contains(first) {
            components.append(tokens[cursor].text)
            guard text(cursor + 1) == "." else { break }
            cursor += 2
        }
        return components.isEmpty ? nil : components.joined(separator: ".")
    }

    /// Records a stored property or a local (`var name: Type = …`); returns the pending
    /// declaration when it is a computed property with a body.
    mutating func readVariable(at index: Int, stack: [Open]) -> Pending? {
        guard isName(index + 1) else { return nil }
        let name = tokens[index + 1].text
        let line = tokens[index + 1].line
        var cursor = index + 2
        var type: String?
        var depth = 0
        var computed = false
        while cursor < tokens.count, tokens[cursor].line == line {
            let current = tokens[cursor]
            if ["(", "["].contains(current.text) { depth += 1 }
            if [")", "]"].contains(current.text) { depth -= 1 }
            if depth == 0 && current.text == ":" && type == nil {
                type = typeName(after: cursor)
            } else if depth == 0 && current.text == "=" {
                if type == nil { type = initializedType(after: cursor) }
                break
            } else if depth == 0 && current.text == "{" {
                computed = true
                break
            }
            cursor += 1
        }
        let inType = stack.last?.declaration.map { SourceFile.typeKeywords.contains($0.keyword) } ?? stack.isEmpty
        let owner = owner(stack)
        if computed && inType {
            return Pending(keyword: "var", name: name, owner: owner, inherits: [], line: line, parameters: [:])
        }
        let scope: Range<Int>? =
            inType ? nil : stack.last.map { $0.start..<(matchingBrace(from: $0.start - 1) ?? tokens.count) }
        variables.append(SourceFile.Variable(name: name, type: type, owner: owner, token: index + 1, scope: scope))
        return nil
    }
}
