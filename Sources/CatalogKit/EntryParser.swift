import ExampleKit

/// Parses and checks one entry file: front matter, then the required sections in order.
///
/// The parser never stops at the first problem and never traps: it returns every error it
/// finds, each with the file, the line and the field, and an entry whenever the file was
/// readable enough to make one (so cross-entry checks can still run). It reads the file's
/// UTF-8 bytes once (``Source``): every command reads the whole catalogue at start-up.
enum EntryParser {
    static let minimumQuestions = 3
    static let listKeys: Set<String> = ["aliases", "related", "seeAlso", "tags"]
    static let scalarKeys: Set<String> = ["id", "name", "family"]

    /// Parses `text`, the contents of `Catalog/<path>`. Its Mermaid diagrams are read only when
    /// they are asked for (``Entry/classDiagram``) or checked (``Catalog/diagramProblems(types:)``).
    static func parse(path: String, text: String, families: [Family]) -> (entry: Entry?, errors: [CatalogError]) {
        var parser = State(file: "Catalog/\(path)", source: Source(text))
        guard let bodyStart = parser.readFrontMatter() else {
            return (nil, parser.errors)
        }
        parser.readSections(from: bodyStart)
        return (parser.makeEntry(path: path, families: families), parser.errors)
    }

    /// A level-2 heading of an entry file and the lines of its section.
    private struct Heading {
        /// The heading's text, as written.
        var text: String
        /// The section it names, if it names one.
        var title: SectionTitle?
        /// The 1-based line of the heading.
        var line: Int
        /// The section's lines after the heading, blank lines at the start skipped (0-based).
        var body: Range<Int>
        /// Whether the section has no text.
        var isEmpty: Bool
    }

    private struct State {
        let file: String
        let source: Source
        var errors: [CatalogError] = []
        var scalars: [String: (value: String, line: Int)] = [:]
        var lists: [String: [String]] = [:]
        /// The line of each front-matter key, for errors found later (a `related` id that
        /// does not exist is only known once every entry is read).
        var keyLines: [String: Int] = [:]
        /// Every level-2 section in the file, known or not (the entry keeps the known ones).
        var headings: [Heading] = []
        var glance: [Entry.GlanceRow] = []

        init(file: String, source: Source) {
            self.file = file
            self.source = source
        }

        mutating func fail(_ line: Int, _ field: String, _ message: String) {
            errors.append(CatalogError(file: file, line: line, field: field, message: message))
        }

        /// Reads `--- … ---`; returns the index of the first body line, or nil when there is none.
        mutating func readFrontMatter() -> Int? {
            let head = FrontMatter(source)
            guard head.opens else {
                fail(1, "front matter", "the file must start with a '---' line, then 'id:', 'name:' and 'family:'")
                return nil
            }
            for line in head.lines {
                read(line)
            }
            guard let closing = head.closingLine else {
                fail(source.lines.count, "front matter", "no closing '---' line")
                return nil
            }
            for key in ["id", "name", "family"] where scalars[key] == nil {
                fail(closing + 1, key, "is missing from the front matter")
            }
            return closing + 1
        }

        mutating func read(_ line: FrontMatter.Line) {
            guard let key = line.key else {
                fail(line.number, "front matter", "'\(line.value)' is not a 'key: value' line")
                return
            }
            let value = line.value
            if keyLines[key] == nil { keyLines[key] = line.number }
            if scalars[key] != nil || lists[key] != nil {
                fail(line.number, key, "appears twice")
            } else if EntryParser.scalarKeys.contains(key) {
                if value.isEmpty {
                    fail(line.number, key, "is empty")
                } else {
                    scalars[key] = (value, line.number)
                }
            } else if EntryParser.listKeys.contains(key) {
                guard let items = FrontMatter.items(of: value) else {
                    fail(line.number, key, "'\(value)' is not a list; write it as [a, b, c]")
                    return
                }
                if items.contains(where: \.isEmpty) {
                    fail(line.number, key, "'\(value)' has an empty item")
                }
                lists[key] = items.filter { !$0.isEmpty }
            } else {
                let known = (EntryParser.scalarKeys.union(EntryParser.listKeys)).sorted()
                let hint = Suggestion.hint(for: key, in: known)
                fail(
                    line.number, key,
                    "'\(key)' is not a front-matter key\(hint); keys are \(known.joined(separator: ", "))"
                )
            }
        }

        mutating func readSections(from start: Int) {
            var inFence = false
            // The open section: its title and its heading's line index.
            var current: (title: String, heading: Int)?
            func close(_ current: (title: String, heading: Int)?, before end: Int) {
                guard let current else { return }
                var first = current.heading + 1
                while first < end, source.isBlank(first) { first += 1 }
                headings.append(
                    Heading(
                        text: current.title, title: SectionTitle(rawValue: current.title), line: current.heading + 1,
                        body: first..<max(first, end), isEmpty: first >= end))
            }
            var sawHeading = false
            for index in start..<source.lines.count {
                if source.isFence(index) { inFence.toggle() }
                if !inFence, source.starts(index, with: "## ") {
                    close(current, before: index)
                    let heading = source.lines[index]
                    current = (source.string(source.trimmed(heading.lowerBound + 3..<heading.upperBound)), index)
                    sawHeading = true
                } else if !sawHeading, !source.isBlank(index) {
                    fail(index + 1, "Intent", "text before the first section; the body starts with '## Intent'")
                    sawHeading = true  // report it once
                }
            }
            close(current, before: source.lines.count)
            checkSectionOrder(lastLine: source.lines.count)
        }

        mutating func checkSectionOrder(lastLine: Int) {
            guard !headings.isEmpty else {
                let all = SectionTitle.required.map { "'## \($0.rawValue)'" }.joined(separator: ", ")
                fail(lastLine, "sections", "the entry has no sections; it needs, in order: \(all)")
                return
            }
            var seen: Set<String> = []
            var nextRequired = 0
            for heading in headings {
                if seen.contains(heading.text) {
                    fail(heading.line, heading.text, "the section appears twice")
                    continue
                }
                seen.insert(heading.text)
                guard let title = heading.title else {
                    let hint = Suggestion.hint(for: heading.text, in: SectionTitle.allCases.map(\.rawValue))
                    fail(heading.line, heading.text, "'\(heading.text)' is not a section of an entry\(hint)")
                    continue
                }
                if title == .atAGlance {
                    if nextRequired != Self.position(of: .tradeOffs) + 1 {
                        fail(heading.line, heading.text, "'At a glance' goes right after 'Trade-offs'")
                    }
                    checkGlance(heading)
                    continue
                }
                let position = Self.position(of: title)
                if position < nextRequired {
                    fail(
                        heading.line, heading.text,
                        "the section is out of order; it goes before '\(SectionTitle.required[nextRequired].rawValue)'")
                }
                nextRequired = max(nextRequired, position + 1)
                if heading.isEmpty {
                    fail(heading.line, heading.text, "the section is empty")
                }
            }
            for (position, missing) in SectionTitle.required.enumerated() where !seen.contains(missing.rawValue) {
                let later = headings.first { heading in
                    heading.title.map { $0 != .atAGlance && Self.position(of: $0) > position } ?? false
                }
                if let later {
                    fail(later.line, missing.rawValue, "the section is missing; it goes before '\(later.text)'")
                } else {
                    fail(lastLine, missing.rawValue, "the section is missing")
                }
            }
            if let structure = first(.structure), !EntryParser.hasClassDiagram(in: source, lines: structure.body) {
                fail(structure.line, "Structure", "needs a ```mermaid block that starts with 'classDiagram'")
            }
        }

        /// Where `title` comes among the required sections.
        static func position(of title: SectionTitle) -> Int {
            SectionTitle.required.firstIndex(of: title) ?? 0
        }

        /// The first section titled `title`.
        func first(_ title: SectionTitle) -> Heading? {
            headings.first { $0.title == title }
        }

        mutating func checkGlance(_ heading: Heading) {
            let rows = EntryParser.glanceRows(in: source, lines: heading.body)
            glance = rows
            if rows.isEmpty {
                fail(
                    heading.line, heading.text, "needs a table '| aspect | claim | proved by |' with at least one row")
            }
            for row in rows where row.aspect.isEmpty || row.claim.isEmpty || row.provedBy.isEmpty {
                fail(row.line, heading.text, "every row needs an aspect, a claim and the test that proves it")
            }
        }

        func questions() -> [Entry.Question] {
            guard let section = first(.interviewQuestions) else { return [] }
            return EntryParser.questions(in: source, lines: section.body)
        }

        mutating func makeEntry(path: String, families: [Family]) -> Entry? {
            let id = scalars["id"]?.value ?? ""
            let familyText = scalars["family"]?.value ?? ""
            let parts = path.split(separator: "/")
            let fileID = parts.last.map { $0.hasSuffix(".md") ? String($0.dropLast(3)) : String($0) } ?? ""
            let folder = parts.count > 1 ? String(parts[parts.count - 2]) : ""
            if let idLine = scalars["id"]?.line {
                if !Self.isKebabCase(id) {
                    fail(idLine, "id", "'\(id)' is not kebab-case (lowercase words joined by '-')")
                } else if id != fileID {
                    fail(idLine, "id", "'\(id)' differs from the file name '\(fileID).md'")
                }
            }
            let family = families.first { $0.id == familyText }
            if let familyLine = scalars["family"]?.line {
                if family == nil {
                    let names = families.map(\.id)
                    let hint = Suggestion.hint(for: familyText, in: names)
                    fail(
                        familyLine, "family",
                        "'\(familyText)' is not a family\(hint); families are \(names.joined(separator: ", "))")
                } else if familyText != folder {
                    fail(familyLine, "family", "'\(familyText)' differs from the folder '\(folder)'")
                }
            }
            let questions = questions()
            if let section = first(.interviewQuestions) {
                if questions.count < EntryParser.minimumQuestions {
                    fail(
                        section.line, "Interview questions",
                        "has \(questions.count) '### Q:' questions; at least \(EntryParser.minimumQuestions) are needed"
                    )
                }
                for question in questions where question.answer.isEmpty {
                    fail(question.line, "Interview questions", "'\(question.question)' has no answer")
                }
                for question in questions where question.question.isEmpty {
                    fail(question.line, "Interview questions", "a '### Q:' heading has no question")
                }
            }
            guard let family, !id.isEmpty else { return nil }
            return Entry(
                id: id, name: scalars["name"]?.value ?? id, family: family,
                aliases: lists["aliases"] ?? [], related: lists["related"] ?? [], seeAlso: lists["seeAlso"] ?? [],
                tags: lists["tags"] ?? [], sections: sections(), questions: questions, glance: glance,
                path: "Catalog/\(path)", frontMatterLines: keyLines)
        }

        /// The entry's sections: the known ones, each once, with their text.
        func sections() -> [Entry.Section] {
            var seen: Set<SectionTitle> = []
            return headings.compactMap { heading in
                guard let title = heading.title, seen.insert(title).inserted else { return nil }
                return Entry.Section(
                    title: title, body: source.text(lines: heading.body), line: heading.line,
                    bodyLine: heading.body.lowerBound + 1)
            }
        }

        static func isKebabCase(_ id: String) -> Bool {
            !id.isEmpty && !id.hasPrefix("-") && !id.hasSuffix("-") && !id.contains("--")
                && id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        }
    }

    /// The `### Q:` questions among `lines` of `source` (an interview section's body), with
    /// their answers.
    static func questions(in source: Source, lines: Range<Int>) -> [Entry.Question] {
        // Each answer is the text from the line after its question to the line before the next.
        var headings: [(line: Int, question: String)] = []
        var inFence = false
        for index in lines {
            if source.isFence(index) { inFence.toggle() }
            if !inFence, source.starts(index, with: "### Q:") {
                let line = source.lines[index]
                headings.append((index, source.string(source.trimmed(line.lowerBound + 6..<line.upperBound))))
            }
        }
        return headings.enumerated().map { offset, heading in
            let end = offset + 1 < headings.count ? headings[offset + 1].line : lines.upperBound
            return Entry.Question(
                question: heading.question, answer: source.text(lines: heading.line + 1..<end), line: heading.line + 1)
        }
    }

    /// The `### Q:` questions of an interview section, with their answers.
    static func questions(in section: Entry.Section) -> [Entry.Question] {
        let source = Source(section.body)
        return questions(in: source, lines: 0..<source.lines.count).map { question in
            var question = question
            question.line += section.bodyLine - 1
            return question
        }
    }

    /// The rows of the `At a glance` table among `lines` of `source` (header and separator skipped).
    static func glanceRows(in source: Source, lines: Range<Int>) -> [Entry.GlanceRow] {
        var rows: [Entry.GlanceRow] = []
        var sawHeader = false
        for index in lines {
            let line = source.trimmed(source.lines[index])
            guard !line.isEmpty, source.bytes[line.lowerBound] == UInt8(ascii: "|") else { continue }
            var cells: [String] = []
            var cellStart = line.lowerBound + 1
            for position in cellStart..<line.upperBound where source.bytes[position] == UInt8(ascii: "|") {
                cells.append(source.string(source.trimmed(cellStart..<position)))
                cellStart = position + 1
            }
            if cellStart < line.upperBound {
                cells.append(source.string(source.trimmed(cellStart..<line.upperBound)))
            }
            if !sawHeader {
                sawHeader = true
                continue
            }
            if cells.allSatisfy({ $0.utf8.allSatisfy { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ":") } }) {
                continue
            }
            let cell = { (index: Int) in index < cells.count ? cells[index] : "" }
            rows.append(Entry.GlanceRow(aspect: cell(0), claim: cell(1), provedBy: cell(2), line: index + 1))
        }
        return rows
    }

    /// Whether `markdown` holds a ```` ```mermaid ```` block whose first line is `classDiagram`.
    static func hasClassDiagram(_ markdown: String) -> Bool {
        let source = Source(markdown)
        return hasClassDiagram(in: source, lines: 0..<source.lines.count)
    }

    /// Whether `lines` of `source` hold a ```` ```mermaid ```` block whose first line is `classDiagram`.
    static func hasClassDiagram(in source: Source, lines: Range<Int>) -> Bool {
        for index in lines where source.isFence(index) && source.fenceLanguage(index) == "mermaid" {
            var first = index + 1
            while first < lines.upperBound, source.isBlank(first) { first += 1 }
            return first < lines.upperBound && source.trimmedLine(first).hasPrefix("classDiagram")
        }
        return false
    }
}
