/// Small, dependable Markdown helpers: fenced code blocks and line scanning.
enum MarkdownBlocks {
    /// A fenced code block: its language tag and its code (without the fences).
    struct Fenced: Equatable {
        var language: String
        var code: String
    }

    /// Whether `line` opens or closes a fenced code block (```` ``` ```` or `~~~`).
    ///
    /// Reads UTF-8 bytes: the parser asks this of every line of the catalogue.
    static func isFence(_ line: Substring) -> Bool {
        var bytes = line.utf8.drop { $0 == UInt8(ascii: " ") }.prefix(3).makeIterator()
        guard let first = bytes.next(), first == UInt8(ascii: "`") || first == UInt8(ascii: "~") else { return false }
        return bytes.next() == first && bytes.next() == first
    }

    /// The fenced code blocks of `markdown`, in order.
    static func fencedBlocks(in markdown: String) -> [Fenced] {
        var blocks: [Fenced] = []
        var current: (language: String, lines: [Substring])?
        for line in EntryParser.lines(of: markdown) {
            if isFence(line) {
                if let open = current {
                    blocks.append(Fenced(language: open.language, code: open.lines.joined(separator: "\n")))
                    current = nil
                } else {
                    let language = line.drop { $0 == " " || $0 == "`" || $0 == "~" }.trimmingSpaces
                    current = (language, [])
                }
            } else if current != nil {
                current?.lines.append(line)
            }
        }
        return blocks
    }
}
