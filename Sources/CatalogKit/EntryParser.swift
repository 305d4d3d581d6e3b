import ExampleKit

/// Parses and checks one entry file: front matter, then the required sections in order.
///
/// The parser never stops at the first problem and never traps: it returns every error it
/// finds, each with the file, the line and the field, and an entry whenever the file was
/// readable enough to make one (so cross-entry checks can still run). It reads the file's
/// UTF-8 bytes once (``Source``): every command reads the whole catalogue at start-up.
enum EntryParser {
    static let minimumQuestions = 3

    /// The keys of an entry's front matter: `id`, `name` and `family` required, the lists
    /// optional.
    enum Key: Int, CaseIterable {
        case id, name, family, aliases, related, seeAlso, tags

        init?(_ text: String) {
            switch text {
            case "id": self = .id
            case "name": self = .name
            case "family": self = .family
            case "aliases": self = .aliases
            case "related": self = .related
            case "seeAlso": self = .seeAlso
            case "tags": self = .tags
            default: return nil
            }
        }

        var text: String {
            switch self {
            case .id: "id"
            case .name: "name"
            case .family: "family"
            case .aliases: "aliases"
            case .related: "related"
            case .seeAlso: "seeAlso"
            case .tags: "tags"
            }
        }

        /// Whether the value is a list, `[a, b]`.
        var isList: Bool { rawValue >= Key.aliases.rawValue }
    }

    /// Parses `text`, the contents of `Catalog/<path>`. Its Mermaid diagrams are read only when
    /// they are asked for (``Entry/classDiagram``) or checked (``Catalog/diagramProblems(types:)``).
    static func parse(path: String, text: String, families: [Family]) -> (entry: Entry?, errors: [CatalogError]) {
        Source.read(text) { source in
            var parser = State(file: "Catalog/\(path)", source: source)
            guard let bodyStart = parser.readFrontMatter() else {
                return (nil, parser.errors)
            }
            parser.readSections(from: bodyStart)
            return (parser.makeEntry(path: path, families: families), parser.errors)
        }
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
        /// By key (its raw value): a value and its line, or a list's items.
        var scalars = [(value: String, line: Int)?](repeating: nil, count: Key.allCases.count)
        var lists = [[String]?](repeating: nil, count: Key.allCases.count)
        /// The line of each front-matter key, for errors found later (a `related` id that
        /// does not exist is only known once every entry is read).
        var keyLines = [Int?](repeating: nil, count: Key.allCases.count)
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
            for key in [Key.id, .name, .family] where scalars[key.rawValue] == nil {
                fail(closing + 1, key.text, "is missing from the front matter")
            }
            return closing + 1
        }

        mutating func read(_ line: FrontMatter.Line) {
            guard let key = line.key else {
                fail(line.number, "front matter", "'\(line.value)' is not a 'key: value' line")
                return
            }
            let value = line.value
            guard let known = Key(key) else {
                let known = Key.allCases.map(\.text).sorted()
                let hint = Suggestion.hint(for: key, in: known)
                fail(
                    line.number, key,
                    "'\(key)' is not a front-matter key\(hint); keys are \(known.joined(separator: ", "))"
                )
                return
            }
            let slot = known.rawValue
            if keyLines[slot] == nil { keyLines[slot] = line.number }
            if scalars[slot] != nil || lists[slot] != nil {
                fail(line.number, key, "appears twice")
            } else if !known.isList {
                if value.isEmpty {
                    fail(line.number, key, "is empty")
                } else {
                    scalars[slot] = (value, line.number)
                }
            } else {
                guard let items = FrontMatter.items(in: source, line.valueBytes) else {
                    fail(line.number, key, "'\(value)' is not a list; write it as [a, b, c]")
                    return
                }
                if items.contains(where: \.isEmpty) {
                    fail(line.number, key, "'\(value)' has an empty item")
                }
                lists[slot] = items.filter { !$0.isEmpty }
            }
        }

        mutating func readSections(from start: Int) {
            var inFence = false
            // The open section: its heading's text and line index.
            var current: (text: Range<Int>, heading: Int)?
            func close(_ current: (text: Range<Int>, heading: Int)?, before end: Int) {
                guard let current else { return }
                var first = current.heading + 1
                while first < end, source.isBlank(first) { first += 1 }
                let text = source.string(current.text)
                headings.append(
                    Heading(
                        text: text, title: SectionTitle(rawValue: text), line: current.heading + 1,
                        body: first..<max(first, end), isEmpty: first >= end))
            }
            var sawHeading = false
            for index in start..<source.lines.count {
                // Once the sections have begun, most lines start with neither a space, a `#` nor a
                // fence's mark: their first byte says they are text.
                let line = source.lines[index]
                if sawHeading, line.isEmpty || !Source.mayOpenFenceOrHeading(source.bytes[line.lowerBound]) {
                    continue
                }
                if source.isFence(index) { inFence.toggle() }
                if !inFence, source.starts(index, with: "## ") {
                    close(current, before: index)
                    let heading = source.lines[index]
                    current = (source.trimmed(heading.lowerBound + 3..<heading.upperBound), index)
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
            // At most a dozen or so headings: a list is cheaper than hashing each.
            var seen: [String] = []
            var nextRequired = 0
            for heading in headings {
                if seen.contains(heading.text) {
                    fail(heading.line, heading.text, "the section appears twice")
                    continue
                }
                seen.append(heading.text)
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
            let id = scalars[Key.id.rawValue]?.value ?? ""
            let familyText = scalars[Key.family.rawValue]?.value ?? ""
            // `<folder>/<id>.md`
            let parts = path.utf8.split(separator: UInt8(ascii: "/"))
            let name = parts.last.map { Substring($0) } ?? ""
            let fileID = name.hasSuffix(".md") ? String(name.dropLast(3)) : String(name)
            let folder = parts.count > 1 ? String(Substring(parts[parts.count - 2])) : ""
            if let idLine = scalars[Key.id.rawValue]?.line {
                if !Self.isKebabCase(id) {
                    fail(idLine, "id", "'\(id)' is not kebab-case (lowercase words joined by '-')")
                } else if id != fileID {
                    fail(idLine, "id", "'\(id)' differs from the file name '\(fileID).md'")
                }
            }
            let family = families.first { $0.id == familyText }
            if let familyLine = scalars[Key.family.rawValue]?.line {
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
                // Read in place: `answer` and `question` copy the text.
                for question in questions where question.answerMarkdown.isEmpty {
                    fail(question.line, "Interview questions", "'\(question.question)' has no answer")
                }
                for question in questions where question.questionText.isEmpty {
                    fail(question.line, "Interview questions", "a '### Q:' heading has no question")
                }
            }
            guard let family, !id.isEmpty else { return nil }
            return Entry(
                id: id, name: scalars[Key.name.rawValue]?.value ?? id, family: family,
                aliases: lists[Key.aliases.rawValue] ?? [], related: lists[Key.related.rawValue] ?? [],
                seeAlso: lists[Key.seeAlso.rawValue] ?? [], tags: lists[Key.tags.rawValue] ?? [], sections: sections(),
                questions: questions, glance: glance, path: file,
                frontMatterLines: Dictionary(
                    uniqueKeysWithValues: Key.allCases.compactMap { key in keyLines[key.rawValue].map { (key.text, $0) }
                    }
                ))
        }

        /// The entry's sections: the known ones, each once, with their text.
        func sections() -> [Entry.Section] {
            var seen: [SectionTitle] = []
            return headings.compactMap { heading in
                guard let title = heading.title, !seen.contains(title) else { return nil }
                seen.append(title)
                return Entry.Section(
                    title: title, markdown: source.piece(lines: heading.body), line: heading.line,
                    bodyLine: heading.body.lowerBound + 1)
            }
        }

        static func isKebabCase(_ id: String) -> Bool {
            let bytes = id.utf8
            let dash = UInt8(ascii: "-")
            guard let first = bytes.first, let last = bytes.last, first != dash, last != dash else { return false }
            var previous: UInt8 = 0
            for byte in bytes {
                let allowed =
                    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == dash
                guard allowed, !(byte == dash && previous == dash) else { return false }
                previous = byte
            }
            return true
        }
    }

    /// The `### Q:` questions among `lines` of `source` (an interview section's body), with
    /// their answers.
    static func questions(in source: Source, lines: Range<Int>) -> [Entry.Question] {
        // Each answer is the text from the line after its question to the line before the next.
        var headings: [(line: Int, question: Substring)] = []
        var inFence = false
        for index in lines {
            if source.isFence(index) { inFence.toggle() }
            if !inFence, source.starts(index, with: "### Q:") {
                let line = source.lines[index]
                headings.append((index, source.substring(source.trimmed(line.lowerBound + 6..<line.upperBound))))
            }
        }
        return headings.enumerated().map { offset, heading in
            let end = offset + 1 < headings.count ? headings[offset + 1].line : lines.upperBound
            return Entry.Question(
                questionText: heading.question, answerMarkdown: source.piece(lines: heading.line + 1..<end),
                line: heading.line + 1)
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
        Source.read(markdown) { hasClassDiagram(in: $0, lines: 0..<$0.lines.count) }
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
