/// Converts the Markdown the entries use to HTML: ATX headings, paragraphs, lists (nested by
/// indentation), fenced code, tables, block quotes, inline code, `**strong**`, `*emphasis*`
/// and `_emphasis_`, links and backslash escapes. Everything else is text, escaped: a `<`
/// in an entry never becomes a tag.
///
/// ```swift
/// SiteMarkdown.html("A *weak* `delegate`.")   // "<p>A <em>weak</em> <code>delegate</code>.</p>\n"
/// ```
package enum SiteMarkdown {
    /// How a fenced block is drawn when the caller draws it itself (a Mermaid class diagram as
    /// an SVG): the block's language and text in, HTML out, or nil for a plain code block.
    package typealias Fence = (_ language: String, _ code: String) -> String?

    /// `markdown` as HTML. `fence` may draw fenced blocks; `address` may rewrite a link's address.
    package static func html(
        _ markdown: String, fence: Fence? = nil, address: ((String) -> String)? = nil
    ) -> String {
        var converter = Converter(fence: fence, address: address ?? { $0 })
        converter.convert(markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        return converter.html
    }

    /// `text` with `&`, `<`, `>` and `"` escaped, for an element's text or an attribute.
    package static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { entity(for: $0) != nil }) else { return text }
        // Byte by byte: the four characters are ASCII, never part of a longer UTF-8 sequence,
        // and reading bytes skips the grapheme breaking that reading Characters costs.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            if let entity = entity(for: byte) { bytes += entity.utf8 } else { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func appendEscaped(_ character: Character, to result: inout String) {
        if let ascii = character.asciiValue, let entity = entity(for: ascii) {
            result += entity
        } else {
            result.append(character)
        }
    }

    /// The entity that stands for `byte` in HTML text and attributes, if it needs one.
    private static func entity(for byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        default: nil
        }
    }

    /// The id of a heading: lowercase letters and digits, other runs of characters as one `-`.
    package static func slug(_ text: String) -> String {
        var slug = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber, character.isASCII {
                slug.append(character)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.last == "-" { slug.removeLast() }
        return slug
    }

    /// The HTML of one line of inline Markdown.
    package static func inline(_ text: String, address: @escaping (String) -> String = { $0 }) -> String {
        Inline(characters: Array(text), address: address).html()
    }

    /// A list item's marker: the number for an ordered one, nil for a bullet.
    static func listMarker(_ line: String) -> (indent: Int, ordered: Bool, text: String)? {
        let indent = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(indent)
        if rest.hasPrefix("- ") || rest.hasPrefix("* ") || rest.hasPrefix("+ ") {
            return (indent, false, String(rest.dropFirst(2)))
        }
        let digits = rest.prefix { $0.isNumber }
        if !digits.isEmpty, digits.count < 4, rest.dropFirst(digits.count).hasPrefix(". ") {
            return (indent, true, String(rest.dropFirst(digits.count + 2)))
        }
        return nil
    }

    /// The cells of a table row: split at `|` outside code spans, `\|` kept as a `|`.
    static func cells(_ line: String) -> [String] {
        var row = line.trimmed(" ")
        if row.hasPrefix("|") { row.removeFirst() }
        if row.hasSuffix("|"), !row.hasSuffix("\\|") { row.removeLast() }
        var cells: [String] = []
        var cell = ""
        var inCode = false
        var escaped = false
        for character in row {
            if escaped {
                cell += character == "|" ? "|" : "\\" + String(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "`" {
                inCode.toggle()
                cell.append(character)
            } else if character == "|", !inCode {
                cells.append(cell.trimmed(" "))
                cell = ""
            } else {
                cell.append(character)
            }
        }
        cells.append(cell.trimmed(" "))
        return cells
    }

    static func isTableSeparator(_ line: String) -> Bool {
        let trimmed = line.trimmed(" ")
        return trimmed.hasPrefix("|") && trimmed.contains("-")
            && trimmed.allSatisfy { "|-: ".contains($0) }
    }

    private struct Converter {
        let fence: Fence?
        let address: (String) -> String
        var html = ""
        /// The open lists, innermost last: the indentation of their items and their kind.
        var lists: [(indent: Int, ordered: Bool)] = []
        /// The text of the list item being read, not yet written.
        var item: String?
        var paragraph: [String] = []

        init(fence: Fence?, address: @escaping (String) -> String) {
            self.fence = fence
            self.address = address
        }

        mutating func convert(_ lines: [String]) {
            var index = 0
            while index < lines.count {
                let line = lines[index]
                let trimmed = line.trimmed(" ")
                if trimmed.isEmpty {
                    flushParagraph()
                    // A list goes on over a blank line when an item or an indented line follows.
                    let next = lines[(index + 1)...].first { !$0.trimmed(" ").isEmpty }
                    if let next, !lists.isEmpty, listMarker(next) != nil || next.hasPrefix("  ") {
                        index += 1
                        continue
                    }
                    closeLists(above: -1)
                    index += 1
                } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                    flushParagraph()
                    flushItem()
                    let marker = String(trimmed.prefix(3))
                    let language = String(trimmed.dropFirst(3)).trimmed(" ")
                    let indent = line.prefix { $0 == " " }.count
                    var code: [String] = []
                    index += 1
                    while index < lines.count, !lines[index].trimmed(" ").hasPrefix(marker) {
                        code.append(
                            String(lines[index].dropFirst(min(indent, lines[index].prefix { $0 == " " }.count))))
                        index += 1
                    }
                    index += 1
                    let text = code.joined(separator: "\n")
                    if let drawn = fence?(language, text) {
                        html += drawn + "\n"
                    } else {
                        let kind = language.isEmpty ? "" : " class=\"language-\(escape(language))\""
                        html += "<pre><code\(kind)>\(escape(text))</code></pre>\n"
                    }
                } else if lists.isEmpty || line.prefix(while: { $0 == " " }).isEmpty, let level = heading(trimmed) {
                    flushParagraph()
                    closeLists(above: -1)
                    let text = String(trimmed.dropFirst(level + 1))
                    html += "<h\(level) id=\"\(slug(text))\">\(inline(text, address: address))</h\(level)>\n"
                    index += 1
                } else if trimmed.hasPrefix("|"), index + 1 < lines.count, isTableSeparator(lines[index + 1]) {
                    flushParagraph()
                    closeLists(above: -1)
                    html += "<div class=\"table\"><table>\n<thead><tr>"
                    html += cells(line).map { "<th>\(inline($0, address: address))</th>" }.joined()
                    html += "</tr></thead>\n<tbody>\n"
                    index += 2
                    while index < lines.count, lines[index].trimmed(" ").hasPrefix("|") {
                        html += "<tr>" + cells(lines[index]).map { "<td>\(inline($0, address: address))</td>" }.joined()
                        html += "</tr>\n"
                        index += 1
                    }
                    html += "</tbody></table></div>\n"
                } else if trimmed.hasPrefix(">") {
                    flushParagraph()
                    closeLists(above: -1)
                    var quoted: [String] = []
                    while index < lines.count, lines[index].trimmed(" ").hasPrefix(">") {
                        let text = lines[index].trimmed(" ").dropFirst()
                        quoted.append(String(text.hasPrefix(" ") ? text.dropFirst() : text))
                        index += 1
                    }
                    var inner = Converter(fence: fence, address: address)
                    inner.convert(quoted)
                    html += "<blockquote>\n\(inner.html)</blockquote>\n"
                } else if let marker = listMarker(line) {
                    flushParagraph()
                    openItem(indent: marker.indent, ordered: marker.ordered, text: marker.text)
                    index += 1
                } else if item != nil {
                    item? += " " + trimmed
                    index += 1
                } else {
                    closeLists(above: -1)
                    paragraph.append(trimmed)
                    index += 1
                }
            }
            flushParagraph()
            closeLists(above: -1)
        }

        /// The level of an ATX heading (`## Title`), if `line` is one.
        func heading(_ line: String) -> Int? {
            let level = line.prefix { $0 == "#" }.count
            guard (1...6).contains(level), line.dropFirst(level).hasPrefix(" ") else { return nil }
            return level
        }

        mutating func flushParagraph() {
            guard !paragraph.isEmpty else { return }
            html += "<p>\(inline(paragraph.joined(separator: "\n"), address: address))</p>\n"
            paragraph = []
        }

        /// Writes the open item's text (its `<li>` stays open for a nested list or the next item).
        mutating func flushItem() {
            guard let text = item else { return }
            html += inline(text, address: address)
            item = nil
        }

        mutating func openItem(indent: Int, ordered: Bool, text: String) {
            flushItem()
            closeLists(above: indent)
            if let last = lists.last, last.indent == indent {
                if last.ordered == ordered {
                    html += "</li>\n"
                } else {
                    closeLists(above: indent - 1)
                    html += ordered ? "<ol>\n" : "<ul>\n"
                    lists.append((indent, ordered))
                }
            } else {
                if !lists.isEmpty { html += "\n" }
                html += ordered ? "<ol>\n" : "<ul>\n"
                lists.append((indent, ordered))
            }
            html += "<li>"
            item = text
        }

        /// Closes the lists whose items are indented more than `indent`.
        mutating func closeLists(above indent: Int) {
            flushItem()
            while let last = lists.last, last.indent > indent {
                html += last.ordered ? "</li>\n</ol>\n" : "</li>\n</ul>\n"
                lists.removeLast()
            }
        }
    }

    /// Inline Markdown: code spans, links, strong and emphasis, escapes; the rest escaped.
    private struct Inline {
        let characters: [Character]
        let address: (String) -> String

        func html() -> String {
            render(0..<characters.count)
        }

        func render(_ range: Range<Int>) -> String {
            var result = ""
            var index = range.lowerBound
            while index < range.upperBound {
                let character = characters[index]
                if character == "\\", index + 1 < range.upperBound, characters[index + 1].isPunctuationOrSymbol {
                    result += escape(String(characters[index + 1]))
                    index += 2
                } else if character == "`" {
                    let span = EntryLinker.codeSpan(characters[..<range.upperBound], at: index)
                    if let content = span.content {
                        result += "<code>\(escape(content))</code>"
                    } else {
                        result += escape(String(characters[index..<span.end]))
                    }
                    index = span.end
                } else if character == "[", let link = link(at: index, in: range) {
                    let href = escape(address(link.address))
                    result += "<a href=\"\(href)\">\(render(link.text))</a>"
                    index = link.end
                } else if character == "*" || character == "_", let span = emphasis(at: index, in: range) {
                    let tag = span.strong ? "strong" : "em"
                    result += "<\(tag)>\(render(span.inner))</\(tag)>"
                    index = span.end
                } else {
                    appendEscaped(character, to: &result)
                    index += 1
                }
            }
            return result
        }

        /// `[text](address)` at `index`: the text's range, the address and where the link ends.
        func link(at index: Int, in range: Range<Int>) -> (text: Range<Int>, address: String, end: Int)? {
            guard let end = EntryLinker.linkEnd(characters[..<range.upperBound], at: index) else { return nil }
            guard let close = characters[index..<end].lastIndex(of: "("), close > index + 1 else { return nil }
            let addressText = String(characters[(close + 1)..<(end - 1)])
            return ((index + 1)..<(close - 1), addressText, end)
        }

        /// `**strong**`, `*emphasis*` or `_emphasis_` at `index`.
        func emphasis(at index: Int, in range: Range<Int>) -> (inner: Range<Int>, end: Int, strong: Bool)? {
            let marker = characters[index]
            let strong = index + 1 < range.upperBound && characters[index + 1] == marker
            let width = strong ? 2 : 1
            let start = index + width
            guard start < range.upperBound, !characters[start].isWhitespace else { return nil }
            if marker == "_", index > range.lowerBound, characters[index - 1].isLetter || characters[index - 1].isNumber
            {
                return nil
            }
            var cursor = start
            while cursor + width <= range.upperBound {
                if characters[cursor] == "`" {
                    cursor = EntryLinker.codeSpan(characters[..<range.upperBound], at: cursor).end
                    continue
                }
                let closes = cursor > start && (0..<width).allSatisfy { characters[cursor + $0] == marker }
                if closes, !characters[cursor - 1].isWhitespace {
                    let after = cursor + width
                    let joined =
                        after < range.upperBound
                        && (characters[after] == marker
                            || (marker == "_" && (characters[after].isLetter || characters[after].isNumber)))
                    if !joined { return (start..<cursor, after, strong) }
                }
                cursor += 1
            }
            return nil
        }
    }
}

extension Character {
    fileprivate var isPunctuationOrSymbol: Bool {
        isPunctuation || isSymbol
    }
}

extension String {
    fileprivate func trimmed(_ set: Character) -> String {
        var text = Substring(self)
        while text.first == set { text.removeFirst() }
        while text.last == set { text.removeLast() }
        return String(text)
    }
}
