import ExampleKit

/// Renders entries for a terminal: `patterns explain` and `patterns list`.
///
/// Prose is re-wrapped to the terminal's width (at most 100 columns); lists keep their
/// hanging indent; code blocks and tables are kept as written.
package struct TerminalRenderer: Sendable {
    package var style: TextStyle

    /// Whether a Mermaid class diagram is drawn as text (on a terminal) rather than shown
    /// as its Mermaid source.
    package var drawsDiagrams: Bool

    package init(style: TextStyle, drawsDiagrams: Bool = false) {
        self.style = style
        self.drawsDiagrams = drawsDiagrams
    }

    var proseWidth: Int { min(style.width, 100) }

    /// The whole entry, heading by heading.
    package func render(_ entry: Entry) -> String {
        var lines: [String] = []
        lines.append(style.bold(entry.name) + style.dim("  \(entry.family.id) · \(entry.id)"))
        if !entry.aliases.isEmpty {
            lines.append(style.dim("also known as: " + entry.aliases.joined(separator: ", ")))
        }
        for section in entry.sections {
            lines.append("")
            lines.append(style.heading(section.title.rawValue.uppercased()))
            if section.title == .interviewQuestions {
                for question in entry.questions {
                    lines.append("")
                    lines += TextStyle.wrap("Q: " + question.question, width: proseWidth, first: "  ", rest: "     ")
                        .map(
                            style.bold)
                    lines += renderMarkdown(question.answer, indent: "  ")
                }
            } else {
                lines += renderMarkdown(section.body, indent: "  ")
            }
        }
        if !entry.related.isEmpty {
            lines.append("")
            lines.append(style.dim("related: " + entry.related.joined(separator: ", ")))
        }
        if !entry.seeAlso.isEmpty {
            lines.append(style.dim("see also: " + entry.seeAlso.joined(separator: ", ")))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Markdown text (an answer, a section body) for the terminal, indented two spaces.
    package func renderMarkdownBody(_ markdown: String) -> String {
        renderMarkdown(markdown, indent: "  ").joined(separator: "\n") + "\n"
    }

    /// Markdown body text as terminal lines.
    func renderMarkdown(_ markdown: String, indent: String) -> [String] {
        var lines: [String] = []
        var paragraph: [String] = []
        var inFence = false
        func flush() {
            guard !paragraph.isEmpty else { return }
            let text = paragraph.joined(separator: " ")
            lines += TextStyle.wrap(text, width: proseWidth, first: indent, rest: indent).map(style.inline)
            paragraph = []
        }
        var listItem: (marker: String, text: String)?
        func flushItem() {
            guard let item = listItem else { return }
            let pad = String(repeating: " ", count: item.marker.count + 1)
            lines += TextStyle.wrap(item.text, width: proseWidth, first: indent + item.marker + " ", rest: indent + pad)
                .map(style.inline)
            listItem = nil
        }
        // The source of a Mermaid block being drawn as text, while inside one.
        var diagram: [Substring]?
        for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            if Source.isFenceLine(raw.utf8) {
                flush()
                flushItem()
                inFence.toggle()
                if inFence, drawsDiagrams, raw.trimmingWhitespace.drop(while: { $0 == "`" || $0 == "~" }) == "mermaid" {
                    diagram = []
                } else if let source = diagram {
                    lines += drawn(source.joined(separator: "\n"), indent: indent)
                    diagram = nil
                }
                continue
            }
            if diagram != nil {
                diagram?.append(raw)
                continue
            }
            if inFence {
                lines.append(indent + "  " + style.dim(line))
                continue
            }
            let trimmed = line.trimmingSpaces
            if trimmed.isEmpty {
                flush()
                flushItem()
                lines.append("")
            } else if let marker = Self.listMarker(of: trimmed) {
                flush()
                flushItem()
                listItem = (marker, String(trimmed.dropFirst(marker.count)).trimmingSpaces)
            } else if trimmed.hasPrefix("|") || trimmed.hasPrefix("#") || trimmed.hasPrefix(">") {
                flush()
                flushItem()
                lines.append(indent + style.inline(trimmed.hasPrefix("#") ? style.bold(trimmed) : trimmed))
            } else if listItem != nil, line.hasPrefix(" ") {
                listItem?.text += " " + trimmed
            } else {
                flushItem()
                paragraph.append(trimmed)
            }
        }
        flush()
        flushItem()
        while lines.last == "" { lines.removeLast() }
        while lines.first == "" { lines.removeFirst() }
        return lines
    }

    /// A Mermaid block drawn as text: a class diagram as boxes; any other kind as its source.
    func drawn(_ source: String, indent: String) -> [String] {
        let (diagram, problems) = ClassDiagram.parse(source)
        guard problems.isEmpty else {
            return source.split(separator: "\n", omittingEmptySubsequences: false).map {
                indent + "  " + style.dim(String($0))
            }
        }
        let width = max(24, style.width - indent.count)
        return diagram.text(width: width).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
            $0.isEmpty ? "" : indent + $0
        }
    }

    /// `-`, `*` or `1.` when `line` starts a list item.
    static func listMarker(of line: String) -> String? {
        if line.hasPrefix("- ") || line.hasPrefix("* ") { return String(line.prefix(1)) }
        let digits = line.prefix { $0.isNumber }
        if !digits.isEmpty, line.dropFirst(digits.count).hasPrefix(". ") { return digits + "." }
        return nil
    }

    /// `patterns list`: entries grouped by family, one line each. With `truncate` (on a
    /// terminal) an intent longer than the line is cut with `…`; otherwise it is kept whole.
    /// The entries by family, one line each: id and intent, and ` [drill]` after the entries
    /// whose id is in `drills`.
    package func renderList(_ entries: [Entry], truncate: Bool, drills: Set<String> = []) -> String {
        // The entries are read by index: an `Entry` is large, and a loop, a `map` or a `filter`
        // over them copies each one (a `filter` per family was most of this function's time).
        var lines: [String] = []
        let idWidth = min(24, (entries.indices.map { entries[$0].id.count }.max() ?? 0) + 2)
        var families: [Family] = []
        var members: [[Int]] = []
        for index in entries.indices {
            let family = entries[index].family
            if let group = families.firstIndex(of: family) {
                members[group].append(index)
            } else {
                families.append(family)
                members.append([index])
            }
        }
        for (family, group) in zip(families, members) {
            if !lines.isEmpty { lines.append("") }
            lines.append(style.heading("\(family.title)") + style.dim(" — \(family.summary) (\(group.count))"))
            for index in group {
                let id = entries[index].id
                let intent = entries[index].intent
                let mark = drills.contains(id) ? " [drill]" : ""
                let room = max(20, style.width - 2 - idWidth - mark.count)
                let cut = truncate && intent.count > room
                let shown = cut ? String(intent.prefix(room - 1)) + "…" : intent
                lines.append("  " + style.code(id.padding(to: idWidth)) + shown + style.dim(mark))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
