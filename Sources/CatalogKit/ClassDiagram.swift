/// A Mermaid class diagram, read by the grammar the catalogue uses.
///
/// The grammar: a first line `classDiagram`; then, one a line, `direction TB|BT|LR|RL`;
/// `class Name`, `class Name~T~`, either with a body `{ … }` whose lines are members or a
/// stereotype `<<protocol>>`; `<<stereotype>> Name`; `Name : member`; relations
/// `A "1" <|-- "0..*" B : label` (the ends `<|`, `|>`, `*`, `o`, `<`, `>` or none, the line
/// `--` or `..`, cardinalities optional); `note "text"` and `note for Name "text"`; `%%`
/// comments. Anything else is a problem, reported with its line.
///
/// ```swift
/// let (diagram, problems) = ClassDiagram.parse("classDiagram\n  A <|-- B : is a\n")
/// diagram.relations.first?.label   // "is a"
/// ```
///
/// - Complexity: O(n) in the length of the source.
package struct ClassDiagram: Equatable, Sendable {
    /// A class: declared with `class`, or first named by a relation.
    package struct Declaration: Equatable, Sendable {
        package var name: String
        /// The generic parameters written between `~`, e.g. `T` for `class Box~T~`.
        package var generics: String?
        /// The stereotypes, without `<<` `>>`: `protocol`, `enumeration`, `Foundation`.
        package var stereotypes: [String]
        /// The members, as written (`+like(PostID) Bool`).
        package var members: [String]
        /// The 0-based line of the diagram where the class is first named.
        package var line: Int
    }

    /// A relation between two classes.
    package struct Relation: Equatable, Sendable {
        package var from: String
        package var to: String
        /// The arrow as written, e.g. `<|--`, `..>`, `*--`.
        package var arrow: String
        package var label: String?
        package var fromCardinality: String?
        package var toCardinality: String?
        package var line: Int
    }

    /// A note, on a class or on the whole diagram.
    package struct Note: Equatable, Sendable {
        package var text: String
        package var target: String?
        package var line: Int
    }

    /// The classes, in the order they are first named.
    package var classes: [Declaration] = []
    package var relations: [Relation] = []
    package var notes: [Note] = []

    /// The class named `name`, if the diagram names it.
    package func declaration(_ name: String) -> Declaration? {
        classes.first { $0.name == name }
    }

    /// Reads `source` (the text inside the ```` ```mermaid ```` fence); never traps.
    package static func parse(_ source: String) -> (diagram: ClassDiagram, problems: [MermaidProblem]) {
        var reader = ClassDiagramReader()
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        for (number, raw) in lines.enumerated() {
            reader.read(raw.trimmingWhitespace, line: number)
        }
        if let open = reader.openClass {
            reader.problems.append(
                MermaidProblem(line: open.line, message: "the body of class '\(open.name)' has no closing '}'"))
        }
        if !reader.sawHeader {
            reader.problems.append(MermaidProblem(line: 0, message: "the diagram does not start with 'classDiagram'"))
        }
        return (reader.diagram, reader.problems)
    }
}

/// A problem in a Mermaid diagram: its 0-based line in the diagram and what is wrong.
package struct MermaidProblem: Equatable, Sendable {
    package var line: Int
    package var message: String

    package init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}

private struct ClassDiagramReader {
    var diagram = ClassDiagram()
    var problems: [MermaidProblem] = []
    var sawHeader = false
    var openClass: (name: String, line: Int)?

    mutating func fail(_ line: Int, _ message: String) {
        problems.append(MermaidProblem(line: line, message: message))
    }

    /// The index of the class `name`, declaring it at `line` when it is new.
    mutating func declare(_ name: String, line: Int) -> Int {
        if let index = diagram.classes.firstIndex(where: { $0.name == name }) { return index }
        diagram.classes.append(.init(name: name, generics: nil, stereotypes: [], members: [], line: line))
        return diagram.classes.count - 1
    }

    mutating func read(_ text: Substring, line: Int) {
        if text.isEmpty || text.hasPrefix("%%") { return }
        if !sawHeader {
            if text == "classDiagram" {
                sawHeader = true
            } else {
                fail(line, "the diagram does not start with 'classDiagram'")
                sawHeader = true
            }
            return
        }
        if let open = openClass {
            readMember(text, of: open.name, line: line)
            return
        }
        if text.hasPrefix("direction ") || text == "direction" {
            let value = text.dropFirst("direction".count).trimmingWhitespace
            if !["TB", "BT", "LR", "RL", "TD"].contains(value) {
                fail(line, "'\(text)': a direction is TB, BT, LR or RL")
            }
        } else if text.hasPrefix("class ") {
            readClass(text.dropFirst(6).trimmingWhitespace, line: line)
        } else if text.hasPrefix("note ") || text.hasPrefix("note\t") {
            readNote(text.dropFirst(5).trimmingWhitespace, line: line)
        } else if text.hasPrefix("<<") {
            guard let close = text.range(of: ">>") else {
                fail(line, "'\(text)': a stereotype is written '<<name>>'")
                return
            }
            let stereotype = text[text.index(text.startIndex, offsetBy: 2)..<close.lowerBound].trimmingWhitespace
            let name = text[close.upperBound...].trimmingWhitespace
            guard !stereotype.isEmpty, Self.isName(name) else {
                fail(line, "'\(text)': a stereotype line is '<<stereotype>> ClassName'")
                return
            }
            diagram.classes[declare(String(name), line: line)].stereotypes.append(String(stereotype))
        } else if text == "}" {
            fail(line, "'}' closes no class body")
        } else if let relation = readRelation(text, line: line) {
            diagram.relations.append(relation)
            _ = declare(relation.from, line: line)
            _ = declare(relation.to, line: line)
        } else if let colon = text.firstIndex(of: ":"), Self.isName(text[..<colon].trimmingWhitespace) {
            // `Name : +member`
            let name = String(text[..<colon].trimmingWhitespace)
            let member = text[text.index(after: colon)...].trimmingWhitespace
            let index = declare(name, line: line)
            if let problem = Self.memberProblem(member) {
                fail(line, "'\(member)': \(problem)")
            } else {
                diagram.classes[index].members.append(String(member))
            }
        }
    }

    mutating func readClass(_ text: Substring, line: Int) {
        var rest = text
        var opens = false
        if rest.hasSuffix("{") {
            opens = true
            rest = rest.dropLast().trimmingWhitespace
        }
        var generics: String?
        if let tilde = rest.firstIndex(of: "~") {
            let after = rest[rest.index(after: tilde)...]
            guard after.hasSuffix("~"), after.count > 1 else {
                fail(line, "'class \(text)': generic parameters are written 'Name~T~'")
                return
            }
            generics = String(after.dropLast())
            rest = rest[..<tilde]
        }
        guard Self.isName(rest) else {
            fail(line, "'class \(text)': a class name is letters, digits and '_' (then '~T~' or '{')")
            return
        }
        let index = declare(String(rest), line: line)
        if let generics { diagram.classes[index].generics = generics }
        if opens { openClass = (String(rest), line) }
    }

    mutating func readMember(_ text: Substring, of name: String, line: Int) {
        guard let index = diagram.classes.firstIndex(where: { $0.name == name }) else { return }
        if text == "}" {
            openClass = nil
        } else if text.hasPrefix("<<") {
            guard text.hasSuffix(">>"), text.count > 4 else {
                fail(line, "'\(text)': a stereotype is written '<<name>>'")
                return
            }
            diagram.classes[index].stereotypes.append(String(text.dropFirst(2).dropLast(2).trimmingWhitespace))
        } else if text.hasSuffix("{") || text.hasPrefix("class ") {
            fail(line, "'\(text)': the body of class '\(name)' has no closing '}' before it")
            openClass = nil
            read(text, line: line)
        } else if let problem = Self.memberProblem(text) {
            fail(line, "'\(text)': \(problem)")
        } else {
            diagram.classes[index].members.append(String(text))
        }
    }

    mutating func readNote(_ text: Substring, line: Int) {
        var rest = text
        var target: String?
        if rest.hasPrefix("for ") {
            rest = rest.dropFirst(4).trimmingWhitespace
            let name = rest.prefix { !$0.isWhitespace }
            guard Self.isName(name) else {
                fail(line, "'note \(text)': a note on a class is 'note for ClassName \"text\"'")
                return
            }
            target = String(name)
            rest = rest.dropFirst(name.count).trimmingWhitespace
        }
        guard rest.count >= 2, rest.hasPrefix("\""), rest.hasSuffix("\""), !rest.dropFirst().dropLast().contains("\"")
        else {
            fail(line, "'note \(text)': the note's text goes in double quotes")
            return
        }
        if let target { _ = declare(target, line: line) }
        diagram.notes.append(.init(text: String(rest.dropFirst().dropLast()), target: target, line: line))
    }

    /// `A "1" <|-- "many" B : label`, or nil (with a problem recorded) when `text` is not one.
    mutating func readRelation(_ text: Substring, line: Int) -> ClassDiagram.Relation? {
        var scanner = DiagramScanner(text)
        let from = scanner.name()
        guard !from.isEmpty else {
            fail(line, "'\(text)' is not a class diagram statement (a class, a relation, a note)")
            return nil
        }
        scanner.skipSpaces()
        let fromCardinality = scanner.quoted()
        if fromCardinality == "" {
            fail(line, "'\(text)': a cardinality is a quoted text, e.g. \"1\" or \"0..*\"")
            return nil
        }
        scanner.skipSpaces()
        let arrow = scanner.take { "<>|*o.-".contains($0) }
        // A relation's end `o` is also a letter: `A o-- B` reads `o` as part of the arrow only
        // when a line follows it.
        if arrow.isEmpty {
            if scanner.peek == ":" { return nil }  // `Name : member`
            fail(line, "'\(text)' is not a class diagram statement (a class, a relation, a note)")
            return nil
        }
        guard Self.isArrow(arrow) else {
            fail(
                line, "'\(arrow)' is not a class diagram arrow; use <|-- *-- o-- --> -- ..> ..|> .. (either way round)")
            return nil
        }
        scanner.skipSpaces()
        let toCardinality = scanner.quoted()
        scanner.skipSpaces()
        let to = scanner.name()
        guard !to.isEmpty else {
            fail(line, "'\(text)': the relation needs a class name after '\(arrow)'")
            return nil
        }
        scanner.skipSpaces()
        var label: String?
        if !scanner.isAtEnd {
            guard scanner.peek == ":" else {
                fail(line, "'\(text)': after the classes comes ': label' or nothing")
                return nil
            }
            let rest = scanner.rest.dropFirst().trimmingWhitespace
            guard !rest.isEmpty else {
                fail(line, "'\(text)': the label after ':' is empty")
                return nil
            }
            label = String(rest)
        }
        if toCardinality == "" {
            fail(line, "'\(text)': a cardinality is a quoted text, e.g. \"1\" or \"0..*\"")
            return nil
        }
        return .init(
            from: from, to: to, arrow: arrow, label: label, fromCardinality: fromCardinality,
            toCardinality: toCardinality, line: line)
    }

    /// Whether `arrow` is a left end, a line and a right end, as Mermaid reads them.
    static func isArrow(_ arrow: String) -> Bool {
        var rest = Substring(arrow)
        for end in ["<|", "*", "o", "<"] where rest.hasPrefix(end) {
            rest = rest.dropFirst(end.count)
            break
        }
        guard rest.hasPrefix("--") || rest.hasPrefix("..") else { return false }
        rest = rest.dropFirst(2)
        return ["", "|>", "*", "o", ">"].contains(String(rest))
    }

    static func isName(_ text: Substring) -> Bool {
        ClassDiagramName.isName(text)
    }

    /// What is wrong with a member line, or nil: brackets must balance, `~` come in pairs,
    /// and `{`, `}` or `"` have no place in one.
    static func memberProblem(_ text: Substring) -> String? {
        var depth: [Character] = []
        let pairs: [Character: Character] = [")": "(", "]": "[", ">": "<"]
        var previous: Character = " "
        for character in text {
            switch character {
            case "(", "[":
                depth.append(character)
            case "<":
                depth.append(character)
            case ")", "]":
                guard depth.last == pairs[character] else { return "'\(character)' closes nothing" }
                depth.removeLast()
            case ">":
                // `->` in a closure type is an arrow, not a bracket.
                if previous == "-" { break }
                guard depth.last == "<" else { return "'>' closes nothing" }
                depth.removeLast()
            case "{", "}", "\"":
                return "a member cannot contain '\(character)'"
            default:
                break
            }
            previous = character
        }
        if let open = depth.last { return "'\(open)' is never closed" }
        // A leading `~` is the package visibility, not half of a generic.
        let body = text.first == "~" ? text.dropFirst() : text
        if body.filter({ $0 == "~" }).count % 2 != 0 {
            return "'~' must come in pairs (generics are written List~Post~)"
        }
        return nil
    }
}

/// A cursor over one line of a diagram.
struct DiagramScanner {
    let text: Substring
    var index: Substring.Index

    init(_ text: Substring) {
        self.text = text
        index = text.startIndex
    }

    var isAtEnd: Bool { index == text.endIndex }
    var peek: Character? { isAtEnd ? nil : text[index] }
    var rest: Substring { text[index...] }

    mutating func take(while predicate: (Character) -> Bool) -> String {
        let start = index
        while let next = peek, predicate(next) { index = text.index(after: index) }
        return String(text[start..<index])
    }

    mutating func skipSpaces() { _ = take { $0 == " " || $0 == "\t" } }

    /// A name: letters, digits and `_`, not starting with a digit.
    mutating func name() -> String {
        guard let first = peek, first == "_" || first.isLetter else { return "" }
        return take { $0 == "_" || $0.isLetter || $0.isNumber }
    }

    /// A sequence diagram's participant: letters, digits and `_`.
    mutating func participant() -> String {
        take { $0 == "_" || $0.isLetter || ($0.isASCII && $0.isNumber) }
    }

    /// A double-quoted text, without its quotes; `""` for an unclosed one, nil when none.
    mutating func quoted() -> String? {
        guard peek == "\"" else { return nil }
        index = text.index(after: index)
        let body = take { $0 != "\"" }
        guard peek == "\"" else { return "" }
        index = text.index(after: index)
        return body.isEmpty ? "" : body
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    var trimmingWhitespace: Substring {
        let text = self[...]
        let start = text.firstIndex { $0 != " " && $0 != "\t" && $0 != "\r" } ?? text.endIndex
        let end = text.lastIndex { $0 != " " && $0 != "\t" && $0 != "\r" }.map { text.index(after: $0) } ?? start
        return Substring(text[start..<Swift.max(start, end)])
    }
}
