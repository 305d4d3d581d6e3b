/// The head of a Markdown file: the `key: value` lines between a leading `---` line and the
/// next `---` line. Entries (``EntryParser``, which checks the keys) and drill tasks read their
/// heads with it.
///
/// ```markdown
/// ---
/// id: observer
/// aliases: [Publish-Subscribe, Listener]
/// ---
/// ```
///
/// Lines are trimmed; blank lines and `#` comments are skipped; a line without a `:` is kept
/// with no key, for the reader to report.
package struct FrontMatter: Sendable {
    /// One line of the front matter that is neither blank nor a comment.
    package struct Line: Sendable, Equatable {
        /// The text before the first `:`, trimmed; `nil` when the line has none.
        package var key: String?
        /// The text after the first `:`, trimmed (the whole line when it has no key).
        package var value: String
        /// The 1-based line in the file.
        package var number: Int
        /// Where `value` is in the file's bytes.
        var valueBytes: Range<Int>
    }

    /// Whether the file starts with a `---` line.
    package let opens: Bool
    /// The 0-based index of the closing `---` line; `nil` when there is none.
    package let closingLine: Int?
    /// The lines between the two `---` lines that are neither blank nor comments, in order.
    package let lines: [Line]

    /// The front matter of `text`, and the text after it (trimmed of blank lines at its ends;
    /// the whole text when there is no front matter).
    package static func read(_ text: String) -> (head: FrontMatter, body: String) {
        Source.read(text) { source in
            let head = FrontMatter(source)
            guard let closing = head.closingLine else { return (head, text) }
            return (head, source.text(lines: (closing + 1)..<source.lines.count))
        }
    }

    init(_ source: Source) {
        opens = !source.lines.isEmpty && source.trimmedLine(0) == "---"
        var lines: [Line] = []
        var closing: Int?
        if opens {
            for index in 1..<source.lines.count {
                let range = source.trimmed(source.lines[index])
                if source.bytes[range].elementsEqual("---".utf8) {
                    closing = index
                    break
                }
                guard !range.isEmpty, source.bytes[range.lowerBound] != UInt8(ascii: "#") else { continue }
                if let colon = source.bytes[range].firstIndex(of: UInt8(ascii: ":")) {
                    let value = source.trimmed((colon + 1)..<range.upperBound)
                    lines.append(
                        Line(
                            key: source.string(source.trimmed(range.lowerBound..<colon)), value: source.string(value),
                            number: index + 1, valueBytes: value))
                } else {
                    lines.append(Line(key: nil, value: source.string(range), number: index + 1, valueBytes: range))
                }
            }
        }
        self.lines = lines
        closingLine = closing
    }

    /// The value of the first line with `key`.
    package func value(_ key: String) -> String? {
        lines.first { $0.key == key }?.value
    }

    /// The items of a list value written `[a, b, c]`, trimmed (an item of only spaces is kept
    /// as an empty one, for the reader to report); `nil` when `value` is not in brackets.
    package static func items(of value: String) -> [String]? {
        Source.read(value) { items(in: $0, 0..<$0.bytes.count) }
    }

    /// The items of the list value at `range` of `source` (see ``items(of:)``).
    static func items(in source: Source, _ range: Range<Int>) -> [String]? {
        let bytes = source.bytes
        guard range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "["),
            bytes[range.upperBound - 1] == UInt8(ascii: "]")
        else { return nil }
        let end = range.upperBound - 1
        var items: [String] = []
        var start = range.lowerBound + 1
        // Commas split the items; nothing between two commas is no item at all.
        for index in start...end where index == end || bytes[index] == UInt8(ascii: ",") {
            if index != start { items.append(source.string(source.trimmed(start..<index))) }
            start = index + 1
        }
        return items
    }
}
