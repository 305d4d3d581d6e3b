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

    /// Parses `text`, the contents of `Catalog/<path>`.
    static func parse(path: String, text: String) -> (entry: Entry?, errors: [CatalogError]) {
        var parser = State(file: "Catalog/\(path)")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.last == "\r" ? $0.dropLast() : $0
        }
        guard let bodyStart = parser.readFrontMatter(lines) else {
            return (nil, parser.errors)
        }
        parser.readSections(lines, from: bodyStart)
        return (parser.makeEntry(path: path), parser.errors)
    }

    private struct State {
        let file: String
        var errors: [CatalogError] = []
        var scalars: [String: (value: String, line: Int)] = [:]
        var lists: [String: [String]] = [:]
        var sections: [Entry.Section] = []
        var frontMatterEnd = 1

        init(file: String) {
            self.file = file
        }

        mutating func fail(_ line: Int, _ field: String, _ message: String) {
            errors.append(CatalogError(file: file, line: line, field: field, message: message))
        }

        /// Reads `--- … ---`; returns the index of the first body line, or nil when there is none.
        mutating func readFrontMatter(_ lines: [Substring]) -> Int? {
            guard lines.first?.trimmingSpaces == "---" else {
                fail(1, "front matter", "the file must start with a '---' line, then 'id:', 'name:' and 'family:'")
                return nil
            }
            var index = 1
            while index < lines.count, lines[index].trimmingSpaces != "---" {
                readFrontMatterLine(lines[index], line: index + 1)
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
                let hint = Suggestion.nearest(to: key, in: known).map { " (did you mean '\($0)'?)" } ?? ""
                fail(line, key, "'\(key)' is not a front-matter key\(hint); keys are \(known.joined(separator: ", "))")
            }
        }

        mutating func readSections(_ lines: [Substring], from start: Int) {
            var inFence = false
            var current: (title: String, line: Int, body: [Substring])?
            func close(_ current: (title: String, line: Int, body: [Substring])?) -> Entry.Section? {
                guard let current else { return nil }
                let body = current.body.joined(separator: "\n").trimmingSpaces
                let leadingBlank = current.body.prefix { $0.trimmingSpaces.isEmpty }.count
                return Entry.Section(
                    title: current.title, body: body, line: current.line, bodyLine: current.line + 1 + leadingBlank)
            }
            for index in start..<lines.count {
                let text = lines[index]
                if MarkdownBlocks.isFence(text) { inFence.toggle() }
                if !inFence, text.hasPrefix("## ") {
                    if let section = close(current) { sections.append(section) }
                    current = (String(text.dropFirst(3)).trimmingSpaces, index + 1, [])
                } else if current != nil {
                    current?.body.append(text)
                } else if !text.trimmingSpaces.isEmpty {
                    fail(index + 1, "Intent", "text before the first section; the body starts with '## Intent'")
                    current = ("", index + 1, [])  // swallow the rest until a heading
                }
            }
            if let section = close(current) { sections.append(section) }
            sections.removeAll { $0.title.isEmpty }
            checkSectionOrder(lastLine: lines.count)
        }

        mutating func checkSectionOrder(lastLine: Int) {
            var expected = Self.requiredSectionsWithGlance
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
                        Suggestion.nearest(to: section.title, in: expected).map { " (did you mean '\($0)'?)" } ?? ""
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
                if position > nextRequired {
                    for missing in EntryParser.requiredSections[nextRequired..<position] where !seen.contains(missing) {
                        fail(section.line, missing, "the section is missing; it goes before '\(section.title)'")
                        seen.insert(missing)
                    }
                } else if position < nextRequired {
                    fail(
                        section.line, section.title,
                        "the section is out of order; expected '\(EntryParser.requiredSections[nextRequired])' here")
                }
                nextRequired = max(nextRequired, position + 1)
                if section.body.isEmpty {
                    fail(section.line, section.title, "the section is empty")
                }
            }
            for missing in EntryParser.requiredSections where !seen.contains(missing) {
                fail(lastLine, missing, "the section is missing")
            }
            expected.removeAll()
            if let structure = sections.first(where: { $0.title == "Structure" }) {
                let diagram = MarkdownBlocks.fencedBlocks(in: structure.body).first { $0.language == "mermaid" }
                if diagram?.code.trimmingSpaces.hasPrefix("classDiagram") != true {
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

        mutating func makeEntry(path: String) -> Entry? {
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
            let family = Family(rawValue: familyText)
            if let familyLine = scalars["family"]?.line {
                if family == nil {
                    let names = Family.allCases.map(\.rawValue)
                    let hint = Suggestion.nearest(to: familyText, in: names).map { " (did you mean '\($0)'?)" } ?? ""
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
            let glance = sections.first { $0.title == EntryParser.glanceSection }.map(EntryParser.glanceRows) ?? []
            return Entry(
                id: id, name: scalars["name"]?.value ?? id, family: family,
                aliases: lists["aliases"] ?? [], related: lists["related"] ?? [], seeAlso: lists["seeAlso"] ?? [],
                tags: lists["tags"] ?? [], sections: sections, questions: questions, glance: glance,
                path: "Catalog/\(path)")
        }

        static func isKebabCase(_ id: String) -> Bool {
            !id.isEmpty && !id.hasPrefix("-") && !id.hasSuffix("-") && !id.contains("--")
                && id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        }
    }

    /// The `### Q:` questions of the interview section, with their answers.
    static func questions(in section: Entry.Section) -> [Entry.Question] {
        var questions: [Entry.Question] = []
        var inFence = false
        for (offset, line) in section.body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if MarkdownBlocks.isFence(line) { inFence.toggle() }
            if !inFence, line.hasPrefix("### Q:") {
                let text = line.dropFirst("### Q:".count).trimmingSpaces
                questions.append(Entry.Question(question: text, answer: "", line: section.bodyLine + offset))
            } else if var last = questions.popLast() {
                last.answer += (last.answer.isEmpty ? "" : "\n") + line
                questions.append(last)
            }
        }
        return questions.map {
            Entry.Question(question: $0.question, answer: $0.answer.trimmingSpaces, line: $0.line)
        }
    }

    /// The rows of the `At a glance` table (header and separator skipped).
    static func glanceRows(in section: Entry.Section) -> [Entry.GlanceRow] {
        var rows: [Entry.GlanceRow] = []
        var sawHeader = false
        for (offset, line) in section.body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingSpaces
            guard trimmed.hasPrefix("|") else { continue }
            let cells = trimmed.dropFirst().split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingSpaces
            }
            let filled = cells.last == "" ? Array(cells.dropLast()) : cells
            if !sawHeader {
                sawHeader = true
                continue
            }
            if filled.allSatisfy({ $0.allSatisfy { $0 == "-" || $0 == ":" } }) { continue }
            let cell = { (index: Int) in index < filled.count ? filled[index] : "" }
            rows.append(
                Entry.GlanceRow(
                    aspect: cell(0), claim: cell(1), provedBy: cell(2), line: section.bodyLine + offset))
        }
        return rows
    }
}
