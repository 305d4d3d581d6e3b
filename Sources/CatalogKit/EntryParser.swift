import ExampleKit

/// Parses and checks one entry file: front matter, then the required sections in order.
///
/// The parser never stops at the first problem and never traps: it returns every error it
/// finds, each with the file, the line and the field, and an entry whenever the file was
/// readable enough to make one (so cross-entry checks can still run).
enum EntryParser {
    /// The required sections, in the order an entry must have them.
    static let requiredSections = [
        "Intent", "Problem", "Solution", "Structure", "Example", "When to use", "When not to use",
        "Trade-offs", "In Cocoa and Swift", "On Linux", "Related", "Interview questions",
    ]
    /// The optional section, allowed right after `Trade-offs`.
    static let glanceSection = "At a glance"
    static let minimumQuestions = 3
    static let listKeys: Set<String> = ["aliases", "related", "seeAlso", "tags"]
    static let scalarKeys: Set<String> = ["id", "name", "family"]

    /// Parses `text`, the contents of `Catalog/<path>`. Its Mermaid diagrams are read only when
    /// they are asked for (``Entry/classDiagram``) or checked (``Catalog/diagramProblems(types:)``).
    static func parse(path: String, text: String, families: [Family]) -> (entry: Entry?, errors: [CatalogError]) {
        var parser = State(file: "Catalog/\(path)")
        let source = Source(text)
        guard let bodyStart = parser.readFrontMatter(source) else {
            return (nil, parser.errors)
        }
        parser.readSections(source, from: bodyStart)
        return (parser.makeEntry(path: path, families: families), parser.errors)
    }

    private struct State {
        let file: String
        var errors: [CatalogError] = []
        var scalars: [String: (value: String, line: Int)] = [:]
        var lists: [String: [String]] = [:]
        /// The line of each front-matter key, for errors found later (a `related` id that
        /// does not exist is only known once every entry is read).
        var keyLines: [String: Int] = [:]
        var sections: [Entry.Section] = []
        var glance: [Entry.GlanceRow] = []
        var frontMatterEnd = 1

        init(file: String) {
            self.file = file
        }

        mutating func fail(_ line: Int, _ field: String, _ message: String) {
            errors.append(CatalogError(file: file, line: line, field: field, message: message))
        }

        /// Reads `--- … ---`; returns the index of the first body line, or nil when there is none.
        mutating func readFrontMatter(_ source: Source) -> Int? {
            let lines = source.lines
            guard source.trimmedLine(0) == "---" else {
                fail(1, "front matter", "the file must start with a '---' line, then 'id:', 'name:' and 'family:'")
                return nil
            }
            var index = 1
            while index < lines.count, source.trimmedLine(index) != "---" {
                readFrontMatterLine(Substring(source.trimmedLine(index)), line: index + 1)
                index += 1
            }
            guard index < lines.count else {
                fail(lines.count, "front matter", "no closing '---' line")
                return nil
            }
            frontMatterEnd = index + 1
            for key in ["id", "name", "family"] where scalars[key] == nil {
                fail(frontMatterEnd, key, "is missing from the front matter")
            }
            return index + 1
        }

        mutating func readFrontMatterLine(_ text: Substring, line: Int) {
            let trimmed = text.trimmingSpaces
            if trimmed.isEmpty || trimmed.hasPrefix("#") { return }
            guard let colon = trimmed.firstIndex(of: ":") else {
                fail(line, "front matter", "'\(trimmed)' is not a 'key: value' line")
                return
            }
            let key = String(trimmed[..<colon]).trimmingSpaces
            let value = String(trimmed[trimmed.index(after: colon)...]).trimmingSpaces
            if keyLines[key] == nil { keyLines[key] = line }
            if scalars[key] != nil || lists[key] != nil {
                fail(line, key, "appears twice")
            } else if EntryParser.scalarKeys.contains(key) {
                if value.isEmpty {
                    fail(line, key, "is empty")
                } else {
                    scalars[key] = (value, line)
                }
            } else if EntryParser.listKeys.contains(key) {
                guard value.hasPrefix("["), value.hasSuffix("]") else {
                    fail(line, key, "'\(value)' is not a list; write it as [a, b, c]")
                    return
                }
                let items = value.dropFirst().dropLast().split(separator: ",").map { $0.trimmingSpaces }
                if items.contains(where: \.isEmpty), !(items.count == 1 && value == "[]") {
                    fail(line, key, "'\(value)' has an empty item")
                }
                lists[key] = items.filter { !$0.isEmpty }
            } else {
                let known = (EntryParser.scalarKeys.union(EntryParser.listKeys)).sorted()
                let hint = Suggestion.hint(for: key, in: known)
                fail(line, key, "'\(key)' is not a front-matter key\(hint); keys are \(known.joined(separator: ", "))")
            }
        }

        mutating func readSections(_ source: Source, from start: Int) {
            var inFence = false
            // The open section: its title and its heading's line index.
            var current: (title: String, heading: Int)?
            func close(_ current: (title: String, heading: Int)?, before end: Int) -> Entry.Section? {
                guard let current else { return nil }
                var first = current.heading + 1
                while first < end, source.isBlank(first) { first += 1 }
                return Entry.Section(
                    title: current.title, body: source.text(lines: first..<max(first, end)),
                    line: current.heading + 1, bodyLine: first + 1)
            }
            var sawHeading = false
            for index in start..<source.lines.count {
                if source.isFence(index) { inFence.toggle() }
                if !inFence, source.starts(index, with: "## ") {
                    if let section = close(current, before: index) { sections.append(section) }
                    let heading = source.lines[index]
                    current = (source.string(source.trimmed(heading.lowerBound + 3..<heading.upperBound)), index)
                    sawHeading = true
                } else if !sawHeading, !source.isBlank(index) {
                    fail(index + 1, "Intent", "text before the first section; the body starts with '## Intent'")
                    sawHeading = true  // report it once
                }
            }
            if let section = close(current, before: source.lines.count) { sections.append(section) }
            checkSectionOrder(lastLine: source.lines.count)
        }

        mutating func checkSectionOrder(lastLine: Int) {
            guard !sections.isEmpty else {
                let all = EntryParser.requiredSections.map { "'## \($0)'" }.joined(separator: ", ")
                fail(lastLine, "sections", "the entry has no sections; it needs, in order: \(all)")
                return
            }
            let expected = Self.requiredSectionsWithGlance
            var seen: Set<String> = []
            var nextRequired = 0
            for section in sections {
                if seen.contains(section.title) {
                    fail(section.line, section.title, "the section appears twice")
                    continue
                }
                seen.insert(section.title)
                guard expected.contains(section.title) else {
                    let hint =
                        Suggestion.hint(for: section.title, in: expected)
                    fail(section.line, section.title, "'\(section.title)' is not a section of an entry\(hint)")
                    continue
                }
                if section.title == EntryParser.glanceSection {
                    if nextRequired != (EntryParser.requiredSections.firstIndex(of: "Trade-offs") ?? 0) + 1 {
                        fail(section.line, section.title, "'At a glance' goes right after 'Trade-offs'")
                    }
                    checkGlance(section)
                    continue
                }
                let position = EntryParser.requiredSections.firstIndex(of: section.title) ?? 0
                if position < nextRequired {
                    fail(
                        section.line, section.title,
                        "the section is out of order; it goes before '\(EntryParser.requiredSections[nextRequired])'")
                }
                nextRequired = max(nextRequired, position + 1)
                if section.body.isEmpty {
                    fail(section.line, section.title, "the section is empty")
                }
            }
            for (position, missing) in EntryParser.requiredSections.enumerated() where !seen.contains(missing) {
                let later = sections.first { section in
                    (EntryParser.requiredSections.firstIndex(of: section.title) ?? -1) > position
                }
                if let later {
                    fail(later.line, missing, "the section is missing; it goes before '\(later.title)'")
                } else {
                    fail(lastLine, missing, "the section is missing")
                }
            }
            if let structure = sections.first(where: { $0.title == "Structure" }) {
                if !EntryParser.hasClassDiagram(structure.body) {
                    fail(structure.line, "Structure", "needs a ```mermaid block that starts with 'classDiagram'")
                }
            }
        }

        static var requiredSectionsWithGlance: [String] {
            var all = EntryParser.requiredSections
            if let tradeOffs = all.firstIndex(of: "Trade-offs") {
                all.insert(EntryParser.glanceSection, at: tradeOffs + 1)
            }
            return all
        }

        mutating func checkGlance(_ section: Entry.Section) {
            let rows = EntryParser.glanceRows(in: section)
            glance = rows
            if rows.isEmpty {
                fail(
                    section.line, section.title, "needs a table '| aspect | claim | proved by |' with at least one row")
            }
            for row in rows where row.aspect.isEmpty || row.claim.isEmpty || row.provedBy.isEmpty {
                fail(row.line, section.title, "every row needs an aspect, a claim and the test that proves it")
            }
        }

        func questions() -> [Entry.Question] {
            guard let section = sections.first(where: { $0.title == "Interview questions" }) else { return [] }
            return EntryParser.questions(in: section)
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
            if let section = sections.first(where: { $0.title == "Interview questions" }) {
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
                tags: lists["tags"] ?? [], sections: sections, questions: questions, glance: glance,
                path: "Catalog/\(path)", frontMatterLines: keyLines)
        }

        static func isKebabCase(_ id: String) -> Bool {
            !id.isEmpty && !id.hasPrefix("-") && !id.hasSuffix("-") && !id.contains("--")
                && id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        }
    }

    /// The lines of `text`, found by scanning its UTF-8 bytes (fast: no copies, no grapheme
    /// breaking); each line is a slice of `text` without its line break.
    static func lines(of text: String) -> [Substring] {
        var result: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: "\n") {
                result.append(text[start..<index])
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        result.append(text[start..<utf8.endIndex])
        return result
    }

    /// The `### Q:` questions of the interview section, with their answers.
    static func questions(in section: Entry.Section) -> [Entry.Question] {
        // Each answer is one slice of the body, from the line after its question to the
        // line before the next.
        let source = Source(section.body)
        var headings: [(line: Int, question: String)] = []
        var inFence = false
        for index in source.lines.indices {
            if source.isFence(index) { inFence.toggle() }
            if !inFence, source.starts(index, with: "### Q:") {
                let line = source.lines[index]
                headings.append((index, source.string(source.trimmed(line.lowerBound + 6..<line.upperBound))))
            }
        }
        return headings.enumerated().map { offset, heading in
            let end = offset + 1 < headings.count ? headings[offset + 1].line : source.lines.count
            return Entry.Question(
                question: heading.question, answer: source.text(lines: heading.line + 1..<end),
                line: section.bodyLine + heading.line)
        }
    }

    /// The rows of the `At a glance` table (header and separator skipped).
    static func glanceRows(in section: Entry.Section) -> [Entry.GlanceRow] {
        let source = Source(section.body)
        var rows: [Entry.GlanceRow] = []
        var sawHeader = false
        for index in source.lines.indices {
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
            rows.append(
                Entry.GlanceRow(aspect: cell(0), claim: cell(1), provedBy: cell(2), line: section.bodyLine + index))
        }
        return rows
    }

    /// Whether `markdown` holds a ```` ```mermaid ```` block whose first line is `classDiagram`.
    static func hasClassDiagram(_ markdown: String) -> Bool {
        let source = Source(markdown)
        var index = 0
        while index < source.lines.count {
            defer { index += 1 }
            guard source.isFence(index), source.fenceLanguage(index) == "mermaid" else { continue }
            var first = index + 1
            while first < source.lines.count, source.isBlank(first) { first += 1 }
            return first < source.lines.count && source.trimmedLine(first).hasPrefix("classDiagram")
        }
        return false
    }
}
