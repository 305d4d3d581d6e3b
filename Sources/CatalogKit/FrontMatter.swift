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
public struct FrontMatter: Sendable {
    /// One line of the front matter that is neither blank nor a comment.
    public struct Line: Sendable, Equatable {
        /// The text before the first `:`, trimmed; `nil` when the line has none.
        public var key: String?
        /// The text after the first `:`, trimmed (the whole line when it has no key).
        public var value: String
        /// The 1-based line in the file.
        public var number: Int
    }

    /// Whether the file starts with a `---` line.
    public let opens: Bool
    /// The 0-based index of the closing `---` line; `nil` when there is none.
    public let closingLine: Int?
    /// The lines between the two `---` lines that are neither blank nor comments, in order.
    public let lines: [Line]

    /// The front matter of `text`, and the text after it (trimmed of blank lines at its ends;
    /// the whole text when there is no front matter).
    public static func read(_ text: String) -> (head: FrontMatter, body: String) {
        let source = Source(text)
        let head = FrontMatter(source)
        guard let closing = head.closingLine else { return (head, text) }
        let body = source.text(lines: (closing + 1)..<source.lines.count)
        return (head, body)
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
                    lines.append(
                        Line(
                            key: source.string(source.trimmed(range.lowerBound..<colon)),
                            value: source.string(source.trimmed((colon + 1)..<range.upperBound)), number: index + 1))
                } else {
                    lines.append(Line(key: nil, value: source.string(range), number: index + 1))
                }
            }
        }
        self.lines = lines
        closingLine = closing
    }

    /// The value of the first line with `key`.
    public func value(_ key: String) -> String? {
        lines.first { $0.key == key }?.value
    }

    /// The items of a list value written `[a, b, c]`, trimmed (an item of only spaces is kept
    /// as an empty one, for the reader to report); `nil` when `value` is not in brackets.
    public static func items(of value: String) -> [String]? {
        let bytes = Array(value.utf8)
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "["), bytes.last == UInt8(ascii: "]") else { return nil }
        return bytes[1..<(bytes.count - 1)].split(separator: UInt8(ascii: ",")).map {
            Substring(decoding: $0, as: UTF8.self).trimmingSpaces
        }
    }
}
