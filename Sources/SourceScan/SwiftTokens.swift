/// The tokens of a Swift source file, as far as the catalogue's tools need them: names,
/// string literals and punctuation, with comments dropped and string literals kept whole.
///
/// It is a lexer, not a parser: enough to find `@Test("…")` declarations and the type
/// names a file declares and uses, without ever mistaking text inside a comment or a
/// string literal for code. It never traps, whatever the text: an unclosed comment or
/// literal simply runs to the end.
///
/// ```swift
/// let tokens = SwiftTokens(#"@Test("a \"quoted\" name") func a() {}"#).tokens
/// // [.punctuation("@"), .name("Test"), .punctuation("("), .string(#"a "quoted" name"#), …]
/// ```
///
/// - Complexity: O(n) in the length of the text.
package struct SwiftTokens: Sendable {
    /// One token.
    package enum Token: Equatable, Sendable {
        /// An identifier or keyword (backticks removed).
        case name(String)
        /// A string literal's text, escapes resolved; an interpolation stands as `\(…)`.
        case string(String)
        /// Any other single character: `@`, `(`, `.`, `{`…
        case punctuation(Character)
    }

    /// The tokens, in order.
    package let tokens: [Token]

    /// Tokenizes `source`.
    package init(_ source: String) {
        var lexer = Lexer(Array(source.unicodeScalars))
        tokens = lexer.run()
    }
}

private struct Lexer {
    let scalars: [Unicode.Scalar]
    var index = 0
    var tokens: [SwiftTokens.Token] = []

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    static func isNameContinue(_ scalar: Unicode.Scalar) -> Bool {
        isNameStart(scalar) || scalar.properties.numericType != nil
    }

    mutating func run() -> [SwiftTokens.Token] {
        while let scalar = peek() {
            if scalar == "/" && peek(1) == "/" {
                while let next = peek(), next != "\n" { index += 1 }
            } else if scalar == "/" && peek(1) == "*" {
                skipBlockComment()
            } else if scalar == "#" || scalar == "\"" {
                if !lexString() {
                    tokens.append(.punctuation(Character(scalar)))
                    index += 1
                }
            } else if scalar == "`" {
                index += 1
                var name = ""
                while let next = peek(), next != "`", next != "\n" {
                    name.unicodeScalars.append(next)
                    index += 1
                }
                index += 1
                tokens.append(.name(name))
            } else if Self.isNameStart(scalar) {
                var name = ""
                while let next = peek(), Self.isNameContinue(next) {
                    name.unicodeScalars.append(next)
                    index += 1
                }
                tokens.append(.name(name))
            } else if scalar.properties.isWhitespace {
                index += 1
            } else {
                tokens.append(.punctuation(Character(scalar)))
                index += 1
            }
        }
        return tokens
    }

    /// Skips `/* … */`, which nests in Swift.
    mutating func skipBlockComment() {
        var depth = 0
        while let scalar = peek() {
            if scalar == "/" && peek(1) == "*" {
                depth += 1
                index += 2
            } else if scalar == "*" && peek(1) == "/" {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// Lexes a string literal at `index` (`"…"`, `"""…"""`, and raw `#"…"#` forms);
    /// returns false, consuming nothing, when a `#` starts no literal (`#if`, `#expect`).
    mutating func lexString() -> Bool {
        var hashes = 0
        while peek(hashes) == "#" { hashes += 1 }
        guard peek(hashes) == "\"" else { return false }
        index += hashes
        let multiline = peek(1) == "\"" && peek(2) == "\""
        index += multiline ? 3 : 1
        var text = ""
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
                    text += "\\("
                    skipInterpolation(into: &text)
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
            text.unicodeScalars.append(scalar)
            index += 1
        }
        tokens.append(.string(text))
        return true
    }

    func closes(multiline: Bool, hashes: Int) -> Bool {
        let quotes = multiline ? 3 : 1
        for offset in 0..<quotes where peek(offset) != "\"" { return false }
        for offset in 0..<hashes where peek(quotes + offset) != "#" { return false }
        return true
    }

    /// Copies an interpolation `(…)` verbatim, balancing parentheses.
    mutating func skipInterpolation(into text: inout String) {
        index += 1
        var depth = 1
        while let scalar = peek(), depth > 0 {
            if scalar == "(" { depth += 1 }
            if scalar == ")" { depth -= 1 }
            text.unicodeScalars.append(scalar)
            index += 1
        }
    }
}
