/// Makes every mention of another entry in a piece of an entry's Markdown a link to that entry:
/// one implementation for the Markdown `docs/` and the HTML site (which converts the linked
/// Markdown, so both link the same words).
///
/// A mention is:
/// - an inline code span that is exactly an entry's id (`` `delegation` ``): the entries name
///   each other that way, so the span becomes the text of a link;
/// - an entry's name, as written (case-sensitive: "Observer", "Abstract Factory"; a name's
///   parenthesised tail is left out, so "Coordinator (MVVM-C)" is found as "Coordinator");
/// - an id without a dash written in capitals ("MVVM", "VIPER", "DRY"), or an id with a dash
///   written as it is ("key-value-observing").
///
/// A mention must stand as a whole word: a letter, a digit, `-`, `_` or `@` on either side
/// keeps it plain, so "MVVM-C", "NotificationCenter" and "Command-line" are not links. The
/// longest name wins where two start at the same place ("State Ownership" before "State").
/// Never linked: fenced code, headings, the text and address of an existing link, an inline
/// code span that is more than an id, and the page's own entry.
///
/// ```swift
/// let linker = EntryLinker(catalog: catalog)
/// linker.link("Unlike `delegation`, ...", in: "observer") { "../\($0.family.id)/\($0.id).md" }
/// // "Unlike [`delegation`](../communication/delegation.md), ..."
/// ```
package struct EntryLinker: Sendable {
    /// The words that name an entry, by their first character, longest first, each with the entry's id.
    private let names: [Character: [(words: [Character], id: String)]]
    private let entries: [String: Entry]

    package init(catalog: Catalog) {
        var entries: [String: Entry] = [:]
        var names: [(words: [Character], id: String)] = []
        for entry in catalog.entries {
            entries[entry.id] = entry
            var spellings = [Self.shortName(entry.name)]
            if entry.id.contains("-") {
                spellings.append(entry.id)
            } else {
                spellings.append(entry.id.uppercased())
            }
            for spelling in Set(spellings) where !spelling.isEmpty {
                names.append((Array(spelling), entry.id))
            }
        }
        self.entries = entries
        self.names = Dictionary(
            grouping: names.sorted { ($0.words.count, $1.id) > ($1.words.count, $0.id) }, by: { $0.words[0] })
    }

    /// The name without a parenthesised tail: "Coordinator (MVVM-C)" is "Coordinator".
    static func shortName(_ name: String) -> String {
        guard let open = name.range(of: " (") else { return name }
        return String(name[..<open.lowerBound])
    }

    /// `markdown` with each mention of an entry other than `current` made a Markdown link to
    /// `href(entry)`.
    package func link(_ markdown: String, in current: String?, href: (Entry) -> String) -> String {
        var output: [String] = []
        var prose: [Substring] = []
        var fence: String?
        func flush() {
            guard !prose.isEmpty else { return }
            output.append(linkInline(prose.joined(separator: "\n"), current: current, href: href))
            prose = []
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                output.append(String(line))
                if trimmed.hasPrefix(open) { fence = nil }
            } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                flush()
                fence = String(trimmed.prefix(3))
                output.append(String(line))
            } else if trimmed.hasPrefix("#") {
                flush()
                output.append(String(line))
            } else {
                prose.append(line)
            }
        }
        flush()
        return output.joined(separator: "\n")
    }

    /// Links the mentions in prose (no fences, no headings).
    private func linkInline(_ text: String, current: String?, href: (Entry) -> String) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count {
                result.append(character)
                result.append(characters[index + 1])
                index += 2
            } else if character == "`" {
                let span = Self.codeSpan(characters[...], at: index)
                let code = String(characters[index..<span.end])
                if let content = span.content, let entry = entries[content], entry.id != current {
                    result += "[\(code)](\(href(entry)))"
                } else {
                    result += code
                }
                index = span.end
            } else if character == "[", let end = Self.linkEnd(characters[...], at: index) {
                result += String(characters[index..<end])
                index = end
            } else if character == "<", let end = Self.tagEnd(characters, at: index) {
                result += String(characters[index..<end])
                index = end
            } else if let (id, length) = mention(characters, at: index), id != current, let entry = entries[id] {
                result += "[\(String(characters[index..<index + length]))](\(href(entry)))"
                index += length
            } else {
                result.append(character)
                index += 1
            }
        }
        return result
    }

    /// A character that makes a name next to it part of a longer word.
    static func joins(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {
            let lower = ascii | 0x20
            return (lower >= 97 && lower <= 122) || (ascii >= 48 && ascii <= 57) || ascii == 45 || ascii == 95
                || ascii == 64
        }
        return character.isLetter || character.isNumber
    }

    /// The entry named at `index`, and the name's length, if a name starts there as a whole word.
    private func mention(_ characters: [Character], at index: Int) -> (id: String, length: Int)? {
        guard let candidates = names[characters[index]] else { return nil }
        if index > 0, Self.joins(characters[index - 1]) { return nil }
        for name in candidates where index + name.words.count <= characters.count {
            let end = index + name.words.count
            if end < characters.count, Self.joins(characters[end]) { continue }
            if characters[index..<end].elementsEqual(name.words) { return (name.id, name.words.count) }
        }
        return nil
    }

    /// The end of the code span that starts at `index` (a run of backticks), and its content
    /// trimmed when the span is closed; an unclosed run is only the run.
    static func codeSpan(_ characters: ArraySlice<Character>, at index: Int) -> (end: Int, content: String?) {
        var run = 0
        while index + run < characters.endIndex, characters[index + run] == "`" { run += 1 }
        var cursor = index + run
        while cursor < characters.endIndex {
            if characters[cursor] == "`" {
                var closing = 0
                while cursor + closing < characters.endIndex, characters[cursor + closing] == "`" { closing += 1 }
                if closing == run {
                    let content = String(characters[(index + run)..<cursor]).trimmed(" ")
                    return (cursor + closing, content)
                }
                cursor += closing
            } else {
                cursor += 1
            }
        }
        return (index + run, nil)
    }

    /// The end of the Markdown link `[text](address)` that starts at `index`, if one does.
    static func linkEnd(_ characters: ArraySlice<Character>, at index: Int) -> Int? {
        var depth = 0
        var cursor = index
        while cursor < characters.endIndex {
            switch characters[cursor] {
            case "`":
                cursor = codeSpan(characters, at: cursor).end
                continue
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 {
                    guard cursor + 1 < characters.endIndex, characters[cursor + 1] == "(",
                        let close = characters[(cursor + 1)...].firstIndex(of: ")")
                    else { return nil }
                    return close + 1
                }
            case "\n" where cursor + 1 < characters.endIndex && characters[cursor + 1] == "\n":
                return nil
            default: break
            }
            cursor += 1
        }
        return nil
    }

    /// The end of an autolink or tag (`<https://…>`, `<br>`) that starts at `index`, if one does.
    static func tagEnd(_ characters: [Character], at index: Int) -> Int? {
        guard index + 1 < characters.count, characters[index + 1].isLetter || characters[index + 1] == "/" else {
            return nil
        }
        var cursor = index + 1
        while cursor < characters.count, characters[cursor] != "\n", characters[cursor] != " " {
            if characters[cursor] == ">" { return cursor + 1 }
            cursor += 1
        }
        return nil
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
