/// Checks Mermaid diagrams against the grammar of the two kinds the catalogue uses.
///
/// A class diagram is read by ``ClassDiagram/parse(_:)``. A sequence diagram is
/// `sequenceDiagram`, then one a line: `participant A` or `participant A as Label` (also
/// `actor`); messages `A->>B: text` with the arrows `->`, `-->`, `->>`, `-->>`, `-x`, `--x`,
/// `-)`, `--)` (optionally `+`/`-` after them); `Note over A: text`, `Note over A,B: text`,
/// `Note left of A: text`, `Note right of A: text`; `activate A`, `deactivate A`,
/// `autonumber`; blocks `loop`, `alt`/`else`, `opt`, `par`/`and`, `critical`/`option`,
/// `break`, `rect` closed by `end`; `%%` comments. A `;` in a text would end the statement
/// and is a problem.
///
/// ```swift
/// MermaidValidator.problems(in: "sequenceDiagram\n    A->B: hi\n")   // []
/// ```
package enum MermaidValidator {
    /// Every problem in `source` (the text inside a ```` ```mermaid ```` fence), by 0-based line.
    package static func problems(in source: String) -> [MermaidProblem] {
        check(source).problems
    }

    /// The problems in `source` and, when it is a class diagram, the diagram itself: the
    /// entry parser keeps it, so a diagram is read once.
    static func check(_ source: String) -> (problems: [MermaidProblem], classDiagram: ClassDiagram?) {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let first = lines.first { line in
            let text = line.trimmingWhitespace
            return !text.isEmpty && !text.hasPrefix("%%")
        }
        switch first.map({ String($0.trimmingWhitespace) }) {
        case "classDiagram":
            let parsed = ClassDiagram.parse(source)
            return (parsed.problems, parsed.diagram)
        case "sequenceDiagram":
            return (sequenceProblems(lines), nil)
        default:
            let line = first.flatMap { found in lines.firstIndex { $0 == found } } ?? 0
            let problem = [
                MermaidProblem(
                    line: line,
                    message:
                        "a diagram starts with 'classDiagram' or 'sequenceDiagram', not '\(first.map { String($0.trimmingWhitespace) } ?? "")'"
                )
            ]
            return (problem, nil)
        }
    }

    static let sequenceArrows = ["-->>", "->>", "-->", "->", "--x", "-x", "--)", "-)"]
    static let blockOpeners: Set<String> = ["loop", "alt", "opt", "par", "critical", "break", "rect"]
    static let blockMiddles: [String: Set<String>] = ["else": ["alt"], "and": ["par"], "option": ["critical"]]

    static func sequenceProblems(_ lines: [Substring]) -> [MermaidProblem] {
        var problems: [MermaidProblem] = []
        var sawHeader = false
        var blocks: [(keyword: String, line: Int)] = []
        for (number, raw) in lines.enumerated() {
            let text = raw.trimmingWhitespace
            if text.isEmpty || text.hasPrefix("%%") { continue }
            func fail(_ message: String) { problems.append(MermaidProblem(line: number, message: message)) }
            if !sawHeader {
                sawHeader = true
                continue  // `problems(in:)` dispatched on it
            }
            let keyword = String(text.prefix { !$0.isWhitespace })
            let rest = text.dropFirst(keyword.count).trimmingWhitespace
            switch keyword {
            case "participant", "actor":
                if let problem = participantProblem(rest) { fail("'\(text)': \(problem)") }
            case "Note", "note":
                if let problem = noteProblem(rest) { fail("'\(text)': \(problem)") }
            case "activate", "deactivate":
                if !ClassDiagramName.isParticipant(rest) { fail("'\(text)': \(keyword) needs one participant") }
            case "autonumber":
                break
            case "end":
                if blocks.popLast() == nil { fail("'end' closes no block") }
            default:
                if blockOpeners.contains(keyword) {
                    blocks.append((keyword, number))
                } else if let openers = blockMiddles[keyword] {
                    if !openers.contains(blocks.last?.keyword ?? "") {
                        fail("'\(keyword)' belongs inside '\(openers.sorted().joined(separator: "' or '"))'")
                    }
                } else if let problem = messageProblem(text) {
                    fail("'\(text)': \(problem)")
                }
            }
        }
        for block in blocks {
            problems.append(MermaidProblem(line: block.line, message: "'\(block.keyword)' has no 'end'"))
        }
        return problems
    }

    static func participantProblem(_ rest: Substring) -> String? {
        let name = rest.prefix { !$0.isWhitespace }
        guard ClassDiagramName.isParticipant(name) else {
            return "a participant is a name of letters, digits and '_', then optionally 'as Label'"
        }
        let after = rest.dropFirst(name.count).trimmingWhitespace
        if after.isEmpty { return nil }
        guard after.hasPrefix("as "), !after.dropFirst(3).trimmingWhitespace.isEmpty else {
            return "after the participant's name comes 'as Label' or nothing"
        }
        return textProblem(after.dropFirst(3))
    }

    static func noteProblem(_ rest: Substring) -> String? {
        guard let colon = rest.firstIndex(of: ":") else { return "a note is 'Note over A: text'" }
        let place = rest[..<colon].trimmingWhitespace
        var names: Substring
        if place.hasPrefix("over ") {
            names = place.dropFirst(5)
        } else if place.hasPrefix("left of ") {
            names = place.dropFirst(8)
        } else if place.hasPrefix("right of ") {
            names = place.dropFirst(9)
        } else {
            return "a note goes 'over', 'left of' or 'right of' a participant"
        }
        names = names.trimmingWhitespace
        let parts = names.split(separator: ",", omittingEmptySubsequences: false).map(\.trimmingWhitespace)
        guard (1...2).contains(parts.count), parts.allSatisfy(ClassDiagramName.isParticipant) else {
            return "a note is over one participant or two ('A,B')"
        }
        return textProblem(rest[rest.index(after: colon)...])
    }

    static func messageProblem(_ text: Substring) -> String? {
        var scanner = DiagramScanner(text)
        let from = scanner.participant()
        guard !from.isEmpty else { return "not a sequence diagram statement (a participant, a message, a note)" }
        scanner.skipSpaces()
        guard let arrow = sequenceArrows.first(where: { scanner.rest.hasPrefix($0) }) else {
            let written = scanner.take { "-<>x).=".contains($0) }
            return written.isEmpty
                ? "not a sequence diagram statement (a participant, a message, a note)"
                : "'\(written)' is not a message arrow; use ->> (a call), -->> (a reply), -> --> -x --x -) --)"
        }
        scanner.index = scanner.text.index(scanner.index, offsetBy: arrow.count)
        if scanner.peek == "+" || scanner.peek == "-" { _ = scanner.take { $0 == "+" || $0 == "-" } }
        scanner.skipSpaces()
        let to = scanner.participant()
        guard !to.isEmpty else { return "the message needs a participant after '\(arrow)'" }
        scanner.skipSpaces()
        guard scanner.peek == ":" else { return "the message needs ': text' after the participants" }
        return textProblem(scanner.rest.dropFirst())
    }

    /// A `;` ends a Mermaid statement unless it closes an entity such as `#59;`.
    static func textProblem(_ text: Substring) -> String? {
        var entity = false
        for character in text {
            if character == "#" {
                entity = true
            } else if character == ";" {
                if !entity { return "';' ends a Mermaid statement; write it as '#59;'" }
                entity = false
            } else if !(character.isLetter || character.isNumber) {
                entity = false
            }
        }
        return nil
    }
}

/// Names as Mermaid reads them, shared by both diagram kinds.
enum ClassDiagramName {
    /// A sequence diagram's participant: letters, digits and `_` (a digit may come first).
    static func isParticipant(_ text: Substring) -> Bool {
        !text.isEmpty
            && text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    static func isName(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else {
            return false
        }
        return text.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
