import Foundation
import Testing

// Refactoring checks: a refactoring keeps what the code does (a characterization check against
// the original code, on seeded inputs) and improves a smell's measure, read from the Swift
// source files themselves. The source reader is small and has no dependency: it lexes Swift
// (comments and string literals are not code, an interpolation's code is) and finds the
// declarations a measure needs: types, what they inherit, their stored properties and their
// members, each with its tokens.

/// A Swift source file read as code: its tokens and its declarations.
///
/// Comments are dropped; a string literal is one `.string` token holding its text, and the
/// code of an interpolation inside it follows as ordinary tokens, so `"\(post.likes)"` reads
/// `post.likes`. Declarations are found by their keywords: the types (with what they inherit),
/// and the members declared at a type's top level or at the file's top level: functions,
/// initializers, subscripts, and properties, stored or computed.
///
/// ```swift
/// let sources = try SwiftSource.files(inFirstOf: ["../../Sources/Drill"], relativeTo: #filePath)
/// let longest = sources.flatMap(\.members).map(\.codeLines).max()
/// ```
public struct SwiftSource: Sendable {
    /// One token: a name (identifiers and keywords), a number, a string literal or a symbol.
    public struct Token: Equatable, Sendable {
        public enum Kind: Equatable, Sendable { case name, number, string, symbol }
        public let kind: Kind
        public let text: String
        /// The line it starts on, from 1.
        public let line: Int
    }

    /// A type declaration (`class`, `struct`, `enum`, `actor`, `protocol`) or an extension.
    public struct TypeDeclaration: Sendable {
        /// `class`, `struct`, `enum`, `actor`, `protocol` or `extension`.
        public let keyword: String
        /// The type's path: `["Feed", "Row"]` for `Row` declared inside `Feed`; for an
        /// extension, the path of the type it extends.
        public let path: [String]
        /// The names after the colon: a superclass, protocols.
        public let inherits: [String]
        /// The tokens from the keyword to the closing brace.
        public let tokens: ClosedRange<Int>

        /// The name, dotted: `Feed.Row`.
        public var name: String { path.joined(separator: ".") }
    }

    /// A member: a function, an initializer, a subscript or a property, declared at a type's
    /// top level (`owner` is the type's path) or at the file's top level (`owner` is `[]`).
    public struct Member: Sendable {
        /// `func`, `init`, `deinit`, `subscript`, `var` or `let`.
        public let keyword: String
        /// The name; for a property that declares several (`var a, b: Int`), every one of them.
        public let names: [String]
        public let owner: [String]
        /// Whether it is a stored property (a `let` or `var` with no getter).
        public let isStored: Bool
        /// Whether it is declared `static` or `class`.
        public let isStatic: Bool
        /// A stored property's declared type, as written (`[Int: String]`, `(Int, String)`);
        /// `nil` when none is written.
        public let type: String?
        /// The tokens from the keyword to the last token of the declaration (its closing brace,
        /// or the end of its initial value).
        public let tokens: ClosedRange<Int>
        /// The lines of code it takes: lines that hold code, a line counted once more for every
        /// `;` on it and for every 100 characters of code past the first 100, so that joining
        /// lines does not make code shorter.
        public let codeLines: Int

        /// `Owner.name`, or `name` at the top level.
        public var name: String {
            (owner + [names.first ?? keyword]).joined(separator: ".")
        }
    }

    /// Where the file came from, as given.
    public let path: String
    public let tokens: [Token]
    public let types: [TypeDeclaration]
    public let members: [Member]

    /// Reads `text` as Swift.
    public init(path: String, text: String) {
        self.path = path
        var lexer = Lexer(Array(text.unicodeScalars))
        tokens = lexer.tokenize()
        var reader = DeclarationReader(tokens: tokens)
        reader.read()
        types = reader.types
        members = reader.members
    }

    /// The `.swift` files of the first of `folders` that exists, each folder a path relative
    /// to the folder of `filePath` (pass `#filePath`), in path order, read as Swift.
    ///
    /// A test finds the code it measures next to itself: a drill package's tests read
    /// `../../Sources/Drill`, wherever the package is.
    public static func files(inFirstOf folders: [String], relativeTo filePath: String) throws -> [SwiftSource] {
        let base = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        let manager = FileManager.default
        for folder in folders {
            let url = base.appendingPathComponent(folder).standardizedFileURL
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let names = try manager.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }.sorted()
            return try names.map { name in
                let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
                return SwiftSource(path: name, text: text)
            }
        }
        throw SourceNotFound(folders: folders, base: base.path)
    }

    /// No folder of the list exists.
    public struct SourceNotFound: Error, CustomStringConvertible {
        public let folders: [String]
        public let base: String
        public var description: String {
            "none of the folders \(folders.map { "'\($0)'" }.joined(separator: ", ")) exists next to '\(base)'"
        }
    }

    /// The names and literals of the tokens `range` covers, as one string (`post.likes * 2`).
    public func text(of range: ClosedRange<Int>) -> String {
        tokens[range].map { $0.kind == .string ? "\"\($0.text)\"" : $0.text }.joined(separator: " ")
    }
}

// MARK: - The measures

extension Array where Element == SwiftSource {
    /// Every type the files declare (extensions left out), by dotted name.
    public var declaredTypes: Set<String> {
        Set(flatMap { $0.types.filter { $0.keyword != "extension" }.map(\.name) })
    }

    /// The stored properties of every type that declares any, by dotted type name (`""` for
    /// the files' top level): each property once per name it declares, and a tuple-typed
    /// property once per element of the tuple (a tuple is several fields under one name).
    public var storedFields: [String: [String]] {
        var fields: [String: [String]] = [:]
        for file in self {
            for member in file.members where member.isStored {
                let owner = member.owner.joined(separator: ".")
                // `var (a, b): (Int, Int)` is two fields; `var size: (Int, Int)` is two as well.
                let width = member.names.count > 1 ? 1 : tupleWidth(member.type)
                for name in member.names {
                    fields[owner, default: []] += width == 1 ? [name] : (1...width).map { "\(name).\($0)" }
                }
            }
        }
        return fields
    }

    /// The members whose code names `name` as a member (`x.kind`, `\.kind`) or as a plain
    /// name, holds a string literal for which `literal` is true, or names one of `cases` after a
    /// dot (`.image`, an enum case standing for a value of the code).
    public func members(
        naming names: Set<String>, orLiteral literal: (String) -> Bool = { _ in false }, orCase cases: Set<String> = []
    ) -> [SwiftSource.Member] {
        flatMap { file in
            file.members.filter { member in
                member.tokens.contains { index in
                    let token = file.tokens[index]
                    let afterDot =
                        index > 0 && file.tokens[index - 1].kind == .symbol && file.tokens[index - 1].text == "."
                    return
                        (token.kind == .name
                        && (names.contains(token.text) || (afterDot && cases.contains(token.text))))
                        || (token.kind == .string && literal(token.text))
                } && !(member.isStored && member.names.contains(where: names.contains) && member.owner != [])
            }
        }
    }

    /// The members that hold a string literal containing `word` (case ignored) or one of
    /// `numbers` as a number literal (`_` separators ignored).
    public func wordingPlaces(_ word: String, numbers: Set<String> = []) -> [SwiftSource.Member] {
        flatMap { file in
            file.members.filter { member in
                file.tokens[member.tokens].contains { token in
                    (token.kind == .string && token.text.lowercased().contains(word.lowercased()))
                        || (token.kind == .number
                            && numbers.contains(token.text.replacingOccurrences(of: "_", with: "")))
                }
            }
        }
    }

    /// Every place outside the type `owner` (its declarations and extensions) that reads one of
    /// its stored properties by name: `post.likes`, `\.likes`, `$0.likes`, each `.likes` once.
    /// A computed property or method of `owner` that only hands back stored properties
    /// (`var numbers: (Int, Int) { (likes, shares) }`) counts as them: reading it is reading them.
    public func reads(ofStoredPropertiesOf owner: String) -> [(member: String, property: String, line: Int)] {
        let stored = Set(storedFields[owner] ?? [])
        let properties = stored.union(passThroughs(of: owner, stored: stored))
        var found: [(member: String, property: String, line: Int)] = []
        for file in self {
            let inside = file.types.filter { $0.name == owner }.map(\.tokens)
            for member in file.members {
                for index in member.tokens where !inside.contains(where: { $0.contains(index) }) {
                    let token = file.tokens[index]
                    guard token.kind == .name, properties.contains(token.text), index > 0,
                        file.tokens[index - 1].text == "."
                    else { continue }
                    found.append((member.name, token.text, token.line))
                }
            }
        }
        return found
    }

    /// The names of the computed properties and methods of `owner` whose body only names its
    /// stored properties: `(likes, shares)`, `return self.likes`.
    func passThroughs(of owner: String, stored: Set<String>) -> Set<String> {
        var found: Set<String> = []
        for file in self {
            for member in file.members where member.owner.joined(separator: ".") == owner && !member.isStored {
                let tokens = file.tokens[member.tokens]
                guard let open = tokens.firstIndex(where: { $0.kind == .symbol && $0.text == "{" }),
                    open < member.tokens.upperBound
                else { continue }
                let body = file.tokens[(open + 1)..<member.tokens.upperBound]
                let namesStored = body.contains { $0.kind == .name && stored.contains($0.text) }
                let onlyStored = body.indices.allSatisfy { index in
                    let token = file.tokens[index]
                    if token.kind == .symbol { return ["(", ")", ",", ".", ":"].contains(token.text) }
                    let isLabel = index + 1 < file.tokens.count && file.tokens[index + 1].text == ":"
                    return token.kind == .name
                        && (stored.contains(token.text) || ["self", "return"].contains(token.text) || isLabel)
                }
                if namesStored && onlyStored { found.insert(member.names.first ?? member.keyword) }
            }
        }
        return found
    }

    /// The longest chain of the files' own types, each inheriting from the next: a class from
    /// its superclass, a type or an extension from a protocol it conforms to, a protocol from
    /// the protocols it refines. `[ImageCard, MediaCard, PostCard, Card]` is four levels a
    /// reader climbs to learn what an `ImageCard` does; a struct that conforms to one protocol
    /// of its own is two.
    public var longestHierarchy: [String] {
        let own = declaredTypes
        var parents: [String: Set<String>] = [:]
        for file in self {
            for type in file.types {
                for parent in type.inherits where own.contains(parent) && parent != type.name {
                    parents[type.name, default: []].insert(parent)
                }
            }
        }
        var memo: [String: [String]] = [:]
        func chain(from type: String, visiting: Set<String>) -> [String] {
            if let known = memo[type] { return known }
            var longest: [String] = []
            for parent in (parents[type] ?? []).sorted() where !visiting.contains(parent) {
                let above: [String] = chain(from: parent, visiting: visiting.union([type]))
                if above.count > longest.count { longest = above }
            }
            memo[type] = [type] + longest
            return [type] + longest
        }
        var longest: [String] = []
        for type in own.sorted() {
            let found: [String] = chain(from: type, visiting: [])
            if found.count > longest.count { longest = found }
        }
        return longest
    }
}

/// How many fields a declared type stands for: a tuple's elements, otherwise one.
private func tupleWidth(_ type: String?) -> Int {
    guard let type, type.hasPrefix("("), !type.contains("->") else { return 1 }
    var depth = 0
    var width = 1
    for character in type {
        if "([<".contains(character) { depth += 1 }
        if ")]>".contains(character) { depth -= 1 }
        if character == "," && depth == 1 { width += 1 }
    }
    return width
}

// MARK: - The checks

/// Checks that a refactoring kept what the code does: for every seed, the refactored code
/// gives the same output as the original on the same input, and records one issue naming the
/// first seed that differs (both outputs shown).
///
/// `input` makes an input from a seeded generator, so every run compares the same inputs;
/// `original` is the code before the refactoring, kept aside; `refactored` the code now.
///
/// ```swift
/// checkCharacterization(
///     input: { random in random.posts() }, original: { OriginalDigest.text(of: $0) },
///     refactored: { WeeklyDigest.text(of: $0) })
/// ```
public func checkCharacterization<Input, Output: Equatable>(
    seeds: ClosedRange<UInt64> = 1...40,
    input: (inout SeededRandom) -> Input,
    original: (Input) -> Output,
    refactored: (Input) -> Output,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for seed in seeds {
        var random = SeededRandom(seed: seed)
        let given = input(&random)
        let before = original(given)
        let after = refactored(given)
        guard before != after else { continue }
        let (now, then) = firstDifference("\(after)", "\(before)")
        violated(
            "the refactoring keeps what the code does: the same input gives the same output",
            "on seeded input \(seed) it gave \(now) where the original gave \(then) (the input: \(cut("\(given)", 400)))",
            at: sourceLocation)
        return
    }
}

/// The two texts around their first difference: a few characters before it, and what follows.
func firstDifference(_ first: String, _ second: String) -> (String, String) {
    let a = Array(first)
    let b = Array(second)
    let common = zip(a, b).prefix { $0 == $1 }.count
    let start = max(0, common - 40)
    func excerpt(_ characters: [Character]) -> String {
        let text = String(characters[start..<min(characters.count, common + 80)])
        return (start > 0 ? "…" : "") + text + (common + 80 < characters.count ? "…" : "")
    }
    return (excerpt(a), excerpt(b))
}

/// `text`, cut to `limit` characters.
func cut(_ text: String, _ limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
}

/// A small random number generator (SplitMix64) whose output depends only on its seed: the
/// same inputs on every run and every machine.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<count`.
    public mutating func below(_ count: Int) -> Int {
        Int(next() % UInt64(max(count, 1)))
    }

    /// One of `choices`.
    public mutating func pick<Choice>(_ choices: [Choice]) -> Choice {
        choices[below(choices.count)]
    }
}

/// Checks that no type of `sources` holds more than `limit` stored properties (a tuple counts
/// as its elements; the files' top-level variables count as one more holder), and that none
/// hides state in an untyped bag (`Any`, `[String: Any]`), which would shrink the count
/// without splitting anything.
///
/// The measure of a god object: every feature reaches every field of one type.
public func checkNoTypeHoldsMoreThan(
    _ limit: Int, storedPropertiesIn sources: [SwiftSource], sourceLocation: SourceLocation = #_sourceLocation
) {
    guard requireCode(sources, at: sourceLocation) else { return }
    let property = "no type holds more than \(limit) stored properties"
    for (owner, fields) in sources.storedFields.sorted(by: { $0.key < $1.key }) where fields.count > limit {
        violated(
            property, "\(owner.isEmpty ? "the files' top level" : owner) holds \(fields.count): \(listed(fields))",
            at: sourceLocation)
    }
    for file in sources {
        for member in file.members where member.isStored {
            let words = member.type?.split { !$0.isLetter && !$0.isNumber && $0 != "_" } ?? []
            guard let type = member.type, words.contains(where: { $0 == "Any" || $0 == "AnyObject" }) else { continue }
            violated(
                "the state is split into typed parts, not hidden in a bag",
                "\(member.name) is declared '\(type)', which holds any number of fields under one name",
                at: sourceLocation)
        }
    }
}

/// Checks that no member of `sources` (a function, an initializer, a computed property, a
/// stored property's initial value, such as a closure) is longer than `limit` lines of code.
/// A closure or a nested function counts in the member that holds it, a `;` and a very long
/// line count as more lines (see ``SwiftSource/Member/codeLines``): moving a long method into
/// a closure, or onto fewer lines, makes it no shorter.
///
/// The measure of a long method: the code a reader must hold in mind to change it.
public func checkNoMemberLongerThan(
    _ limit: Int, linesIn sources: [SwiftSource], sourceLocation: SourceLocation = #_sourceLocation
) {
    guard requireCode(sources, at: sourceLocation) else { return }
    let long = sources.flatMap(\.members).filter { $0.codeLines > limit }
    guard !long.isEmpty else { return }
    violated(
        "no function is longer than \(limit) lines of code",
        listed(long.map { "\($0.name) is \($0.codeLines) lines" }), at: sourceLocation)
}

/// Checks that at most `limit` members of `sources` decide by a type code: read one of
/// `names` (`kind`), or spell one of its `values` as a string literal (`"image"`) or as an
/// enum case (`.image`: the code turned into an enum is still a type code when several
/// operations switch on it). Each is a place that a new kind has to be taught; a stored
/// property declaring the code does not count, nor does the enum's declaration of its cases.
///
/// The measure of switch statements over a type code: before, every operation switches on it;
/// after, only the factory that makes one type per kind does.
public func checkTypeCodeDecidedInAtMost(
    _ limit: Int, places names: Set<String>, values: Set<String>, in sources: [SwiftSource],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard requireCode(sources, at: sourceLocation) else { return }
    let deciding = sources.members(naming: names, orLiteral: values.contains, orCase: values)
    guard deciding.count > limit else { return }
    violated(
        "at most \(counted(limit, "place")) \(limit == 1 ? "decides" : "decide") by the type code \(listed(names.sorted()))",
        "\(deciding.count) do: \(listed(deciding.map(\.name)))", at: sourceLocation)
}

/// Checks that at most `limit` members of `sources` spell a piece of knowledge: a string
/// literal that contains `word` (case ignored), or one of `numbers` as a number literal (the
/// threshold where the wording changes, `1000`; `1_000` is the same number). A constant
/// holding the word is such a member too, so moving the literal into one constant per screen
/// leaves as many places as before, and so does a shared constant for the word alone while
/// each screen still spells the rule around it.
///
/// The measure of shotgun surgery: the places one change of that knowledge must edit.
public func checkWordingSpelledInAtMost(
    _ limit: Int, places word: String, numbers: Set<String> = [], in sources: [SwiftSource],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard requireCode(sources, at: sourceLocation) else { return }
    let spelling = sources.wordingPlaces(word, numbers: numbers)
    guard spelling.count > limit else { return }
    violated(
        "the wording '\(word)' is spelled in at most \(counted(limit, "place"))",
        "\(spelling.count) places spell it: \(listed(spelling.map(\.name)))", at: sourceLocation)
}

/// Checks that code outside the type `owner` reads its stored properties in at most `limit`
/// places: each `.property` written outside the type and its extensions, however it is
/// reached (a parameter, a local copy, a key path).
///
/// The measure of feature envy: a method that reads another type's data more than its own
/// belongs on that type.
public func checkStoredPropertiesRead(
    of owner: String, fromOutsideInAtMost limit: Int, in sources: [SwiftSource],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard requireCode(sources, at: sourceLocation) else { return }
    guard sources.storedFields[owner] != nil else {
        violated(
            "\(owner) keeps its stored properties", "the files declare no stored property of \(owner)",
            at: sourceLocation)
        return
    }
    let reads = sources.reads(ofStoredPropertiesOf: owner)
    guard reads.count > limit else { return }
    violated(
        "code outside \(owner) reads its data in at most \(counted(limit, "place"))",
        "\(reads.count) places do: \(listed(reads.map { "\($0.member) reads .\($0.property) (line \($0.line))" }))",
        at: sourceLocation)
}

/// Checks that no chain of the files' own types inheriting from each other is longer than
/// `limit` (see `longestHierarchy`): a class hierarchy and a protocol hierarchy
/// with default implementations count alike, since a reader climbs both.
///
/// The measure of the yo-yo problem: the levels a reader goes up and down to follow one call.
public func checkHierarchyAtMost(
    _ limit: Int, levelsIn sources: [SwiftSource], sourceLocation: SourceLocation = #_sourceLocation
) {
    guard requireCode(sources, at: sourceLocation) else { return }
    let chain = sources.longestHierarchy
    guard chain.count > limit else { return }
    violated(
        "no type hierarchy is deeper than \(counted(limit, "level"))",
        "\(chain.joined(separator: " → ")) is \(chain.count)", at: sourceLocation)
}

/// Records an issue unless `sources` declares something to measure.
private func requireCode(_ sources: [SwiftSource], at sourceLocation: SourceLocation) -> Bool {
    guard sources.allSatisfy({ $0.members.isEmpty && $0.types.isEmpty }) else { return true }
    violated(
        "the measure reads the code", "it found no declaration in \(listed(sources.map(\.path)))", at: sourceLocation)
    return false
}

// MARK: - The lexer

private struct Lexer {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1
    var tokens: [SwiftSource.Token] = []

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    mutating func tokenize() -> [SwiftSource.Token] {
        code(untilClosingParenthesis: false)
        return tokens
    }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    static func isNamePart(_ scalar: Unicode.Scalar) -> Bool {
        isNameStart(scalar) || ("0"..."9").contains(scalar)
    }

    static let operators = Set("+-*/%=<>!&|^~?".unicodeScalars)

    /// Code, up to the end, or up to the `)` that closes an interpolation.
    mutating func code(untilClosingParenthesis: Bool) {
        var depth = 0
        while let scalar = peek() {
            if scalar == "\n" {
                line += 1
                index += 1
            } else if scalar == " " || scalar == "\t" || scalar == "\r" {
                index += 1
            } else if scalar == "/" && peek(1) == "/" {
                while let next = peek(), next != "\n" { index += 1 }
            } else if scalar == "/" && peek(1) == "*" {
                blockComment()
            } else if scalar == "\"" || (scalar == "#" && rawStringAhead()) {
                string()
            } else if Lexer.isNameStart(scalar) || scalar == "$" {
                let start = index
                index += 1
                while let next = peek(), Lexer.isNamePart(next) { index += 1 }
                add(.name, from: start)
            } else if scalar == "`" {
                let start = index + 1
                index += 1
                while let next = peek(), next != "`", next != "\n" { index += 1 }
                add(.name, from: start)
                index += 1
            } else if ("0"..."9").contains(scalar) {
                let start = index
                while let next = peek(),
                    Lexer.isNamePart(next) || (next == "." && peek(1).map { ("0"..."9").contains($0) } ?? false)
                {
                    index += 1
                }
                add(.number, from: start)
            } else if Lexer.operators.contains(scalar) {
                let start = index
                while let next = peek(), Lexer.operators.contains(next) { index += 1 }
                add(.symbol, from: start)
            } else {
                if scalar == "(" { depth += 1 }
                if scalar == ")" {
                    if untilClosingParenthesis && depth == 0 {
                        index += 1
                        return
                    }
                    depth -= 1
                }
                let start = index
                index += 1
                add(.symbol, from: start)
            }
        }
    }

    mutating func add(_ kind: SwiftSource.Token.Kind, from start: Int) {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<min(index, scalars.count)])
        tokens.append(SwiftSource.Token(kind: kind, text: text, line: line))
    }

    func rawStringAhead() -> Bool {
        var offset = 0
        while peek(offset) == "#" { offset += 1 }
        return peek(offset) == "\""
    }

    mutating func blockComment() {
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
                if scalar == "\n" { line += 1 }
                index += 1
            }
        }
    }

    /// A string literal, plain, multi-line or raw: one `.string` token for its text, then the
    /// tokens of its interpolations.
    mutating func string() {
        var hashes = 0
        while peek() == "#" {
            hashes += 1
            index += 1
        }
        let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
        index += multiline ? 3 : 1
        let startLine = line
        var text = ""
        var interpolations: [SwiftSource.Token] = []
        func closes(_ lexer: Lexer) -> Bool {
            let quotes = multiline ? 3 : 1
            for offset in 0..<quotes where lexer.peek(offset) != "\"" { return false }
            for offset in 0..<hashes where lexer.peek(quotes + offset) != "#" { return false }
            return true
        }
        while let scalar = peek() {
            if closes(self) {
                index += (multiline ? 3 : 1) + hashes
                break
            }
            if scalar == "\\" && (0..<hashes).allSatisfy({ peek(1 + $0) == "#" }) {
                let after = peek(1 + hashes)
                if after == "(" {
                    index += 2 + hashes
                    var inner = Lexer(scalars)
                    inner.index = index
                    inner.line = line
                    inner.code(untilClosingParenthesis: true)
                    interpolations += inner.tokens
                    index = inner.index
                    line = inner.line
                    continue
                }
                if let after { text.unicodeScalars.append(after) }
                index += 2 + hashes
                continue
            }
            if scalar == "\n" {
                if !multiline { break }
                line += 1
            }
            text.unicodeScalars.append(scalar)
            index += 1
        }
        tokens.append(SwiftSource.Token(kind: .string, text: text, line: startLine))
        tokens += interpolations
    }
}

// MARK: - The declarations

private struct DeclarationReader {
    let tokens: [SwiftSource.Token]
    var types: [SwiftSource.TypeDeclaration] = []
    var members: [SwiftSource.Member] = []

    static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]
    static let memberKeywords: Set<String> = ["func", "init", "deinit", "subscript", "var", "let"]

    init(tokens: [SwiftSource.Token]) {
        self.tokens = tokens
    }

    func text(_ index: Int) -> String? {
        index >= 0 && index < tokens.count ? tokens[index].text : nil
    }

    func isSymbol(_ index: Int, _ symbol: String) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .symbol && tokens[index].text == symbol
    }

    /// The index of the bracket that closes the one at `open`, or the last token.
    func closing(_ open: Int) -> Int {
        var depth = 0
        var index = open
        while index < tokens.count {
            if tokens[index].kind == .symbol {
                if ["(", "[", "{"].contains(tokens[index].text) { depth += 1 }
                if [")", "]", "}"].contains(tokens[index].text) {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            index += 1
        }
        return tokens.count - 1
    }

    mutating func read() {
        scope(from: 0, to: tokens.count, owner: [])
    }

    /// Reads the declarations between `start` and `end`, a type's body or the file.
    mutating func scope(from start: Int, to end: Int, owner: [String]) {
        var index = start
        var isStatic = false
        while index < end {
            let token = tokens[index]
            let previousIsDot = isSymbol(index - 1, ".")
            if token.kind == .name && !previousIsDot && Self.typeKeywords.contains(token.text)
                && !(token.text == "class" && text(index + 1).map(Self.memberKeywords.contains) == true)
                && tokens.indices.contains(index + 1) && tokens[index + 1].kind == .name
            {
                index = typeDeclaration(at: index, owner: owner)
                isStatic = false
            } else if token.kind == .name && !previousIsDot && Self.memberKeywords.contains(token.text) {
                index = member(at: index, owner: owner, isStatic: isStatic) + 1
                isStatic = false
            } else if token.kind == .name && (token.text == "static" || token.text == "class") {
                isStatic = true
                index += 1
            } else if token.kind == .symbol && ["{", "(", "["].contains(token.text) {
                index = closing(index) + 1
            } else {
                index += 1
            }
        }
    }

    /// Reads a type declaration at `index` and its body; returns the index after it.
    mutating func typeDeclaration(at index: Int, owner: [String]) -> Int {
        let keyword = tokens[index].text
        var cursor = index + 1
        var path = [tokens[cursor].text]
        while isSymbol(cursor + 1, "."), tokens.indices.contains(cursor + 2) {
            path.append(tokens[cursor + 2].text)
            cursor += 2
        }
        cursor += 1
        var inherits: [String] = []
        var expectName = false
        var angle = 0
        while cursor < tokens.count, !isSymbol(cursor, "{") {
            let current = tokens[cursor]
            if current.text == "where" && angle == 0 { expectName = false }
            if current.kind == .symbol {
                if current.text.hasPrefix("<") { angle += 1 }
                if current.text.hasPrefix(">") { angle -= 1 }
                if angle == 0 && (current.text == ":" || current.text == ",") { expectName = true }
            } else if current.kind == .name && expectName && angle == 0 && current.text != "any" {
                inherits.append(current.text)
                expectName = false
            }
            cursor += 1
        }
        let close = cursor < tokens.count ? closing(cursor) : tokens.count - 1
        let typePath = keyword == "extension" ? path : owner + path
        types.append(
            SwiftSource.TypeDeclaration(keyword: keyword, path: typePath, inherits: inherits, tokens: index...close))
        scope(from: cursor + 1, to: close, owner: typePath)
        return close + 1
    }

    /// Reads a member at `index`; returns the index of its last token.
    mutating func member(at index: Int, owner: [String], isStatic: Bool) -> Int {
        let keyword = tokens[index].text
        var names: [String] = []
        var type: String?
        var cursor = index + 1
        var stored = keyword == "var" || keyword == "let"
        if stored {
            // Names: `var a`, `var a, b: Int`, `let (a, b) = …`, `let a = 1, b = 2`; the type
            // after the first colon. The names are on the declaration's first line.
            var depth = 0
            var expectName = true
            var part = "names"
            while cursor < tokens.count {
                let current = tokens[cursor]
                let symbol = current.kind == .symbol ? current.text : ""
                if current.line != tokens[index].line && depth == 0 { break }
                if symbol == "{" {
                    guard part == "value" else { break }
                    cursor = closing(cursor) + 1
                    continue
                }
                if symbol == ";" { break }
                if symbol == "(" || symbol == "[" { depth += 1 }
                if symbol == ")" || symbol == "]" { depth -= 1 }
                if part == "names" && current.kind == .name && expectName {
                    names.append(current.text)
                    expectName = false
                } else if symbol == "," && (depth == 0 || (depth == 1 && part == "names")) {
                    part = "names"
                    expectName = true
                } else if symbol == ":" && depth == 0 && part == "names" {
                    if type == nil { type = typeText(after: cursor) }
                    part = "type"
                } else if symbol == "=" && depth == 0 {
                    part = "value"
                }
                cursor += 1
            }
        } else if keyword == "func" {
            names = [text(index + 1) ?? "func"]
        } else {
            names = [keyword]
        }
        // The end: a body's closing brace, or the end of the initial value or of the line.
        var end = index
        cursor = index + 1
        var sawEquals = false
        while cursor < tokens.count {
            let current = tokens[cursor]
            if current.kind == .symbol && ["(", "["].contains(current.text) {
                cursor = closing(cursor)
                end = cursor
                cursor += 1
                continue
            }
            if current.kind == .symbol && current.text == "{" {
                let close = closing(cursor)
                if stored && !sawEquals {
                    let first = text(cursor + 1)
                    if first != "willSet" && first != "didSet" { stored = false }
                }
                end = close
                cursor = close + 1
                if !sawEquals { break }
                continue
            }
            if current.kind == .symbol && current.text == "}" { break }
            if current.kind == .symbol && current.text == "=" { sawEquals = true }
            // A new line ends the declaration unless the expression goes on, or a function's
            // signature does (`where`, or its body's brace on a line of its own).
            let signatureGoesOn =
                !stored && (current.text == "{" || current.text == "where" || current.text == "throws")
            if current.line != tokens[end].line && !signatureGoesOn && !continues(from: end, to: cursor) { break }
            if current.kind == .symbol && current.text == ";" { break }
            end = cursor
            cursor += 1
        }
        members.append(
            SwiftSource.Member(
                keyword: keyword, names: names, owner: owner, isStored: stored, isStatic: isStatic,
                type: stored ? type : nil, tokens: index...end, codeLines: codeLines(index...end)))
        return end
    }

    /// Whether the expression that ends at `last` goes on at `next`, on a later line.
    func continues(from last: Int, to next: Int) -> Bool {
        let before = tokens[last]
        let after = tokens[next]
        if before.kind == .symbol && ![")", "]", "}"].contains(before.text) && before.text != "?" && before.text != "!"
        {
            return true
        }
        if before.kind == .name && ["in", "return", "try", "await", "as", "is"].contains(before.text) { return true }
        if after.kind == .symbol && (after.text == "." || (DeclarationReader.binary(after.text))) { return true }
        if after.kind == .name && ["as", "is"].contains(after.text) { return true }
        return false
    }

    static func binary(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { "+-*/%=<>&|^?".unicodeScalars.contains($0) } && text != "?"
    }

    /// The type written after the `:` at `colon`, up to `=`, `{` or the end of the line.
    func typeText(after colon: Int) -> String {
        var cursor = colon + 1
        var depth = 0
        var parts: [String] = []
        while cursor < tokens.count, tokens[cursor].line == tokens[colon].line {
            let current = tokens[cursor]
            if current.kind == .symbol && ["(", "["].contains(current.text) { depth += 1 }
            if current.kind == .symbol && [")", "]"].contains(current.text) { depth -= 1 }
            if depth == 0 && current.kind == .symbol && ["=", "{", ",", ";"].contains(current.text) { break }
            parts.append(current.text)
            cursor += 1
        }
        var text = ""
        for part in parts {
            if !text.isEmpty && !text.hasSuffix(" ")
                && !["(", "[", ":", ",", ")", "]", "<", ">", "?", "."].contains(part)
                && !text.hasSuffix("(") && !text.hasSuffix("[") && !text.hasSuffix("<") && !text.hasSuffix(".")
            {
                text += " "
            }
            text += part == ":" || part == "," ? part + " " : part
        }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// The lines of code of `range`: each line with a token, once more per `;` and per 100
    /// characters of code past the first 100.
    func codeLines(_ range: ClosedRange<Int>) -> Int {
        var widths: [Int: Int] = [:]
        var semicolons = 0
        for token in tokens[range] {
            widths[token.line, default: 0] += token.text.count + 1
            if token.kind == .symbol && token.text == ";" { semicolons += 1 }
        }
        return widths.values.reduce(semicolons) { $0 + 1 + max(0, $1 - 1) / 100 }
    }
}
