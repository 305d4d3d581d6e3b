/// A text as UTF-8 bytes and line ranges: what the entry parser scans.
///
/// Working on bytes rather than `Character`s keeps loading the whole catalogue (about 400 KB
/// of Markdown, parsed at every start of the tool) to a few milliseconds. Every byte the
/// parser looks for (line breaks, `#`, `|`, spaces, backticks) is ASCII, and ASCII bytes
/// never occur inside a multi-byte UTF-8 sequence, so every range it cuts is valid UTF-8.
struct Source {
    let bytes: [UInt8]
    /// Each line's bytes, without its `\n` (and without a `\r` before it).
    let lines: [Range<Int>]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var lines: [Range<Int>] = []
        lines.reserveCapacity(bytes.count / 40)
        bytes.withUnsafeBufferPointer { bytes in
            var start = 0
            for index in 0..<bytes.count where bytes[index] == Self.newline {
                let end = index > start && bytes[index - 1] == Self.carriageReturn ? index - 1 : index
                lines.append(start..<end)
                start = index + 1
            }
            lines.append(start..<bytes.count)
        }
        self.lines = lines
    }

    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == newline || byte == carriageReturn
    }

    /// Whether `line` holds only spaces, tabs and line breaks.
    static func isBlankLine(_ line: Substring) -> Bool {
        line.utf8.allSatisfy(isSpace)
    }

    /// `range` without leading and trailing spaces, tabs and line breaks.
    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, Self.isSpace(bytes[lower]) { lower += 1 }
        while upper > lower, Self.isSpace(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Line `index` as a string, trimmed.
    func trimmedLine(_ index: Int) -> String {
        string(trimmed(lines[index]))
    }

    /// The text from the start of line `first` to the end of line `end - 1`, trimmed.
    func text(lines range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        return string(trimmed(lines[range.lowerBound].lowerBound..<lines[range.upperBound - 1].upperBound))
    }

    func isBlank(_ index: Int) -> Bool {
        bytes[lines[index]].allSatisfy(Self.isSpace)
    }

    /// Whether line `index` starts with `prefix` (ASCII), with no indentation.
    func starts(_ index: Int, with prefix: StaticString) -> Bool {
        let line = lines[index]
        let count = prefix.utf8CodeUnitCount
        guard line.count >= count else { return false }
        return prefix.withUTF8Buffer { expected in
            bytes[line.lowerBound..<line.lowerBound + count].elementsEqual(expected)
        }
    }

    /// Whether line `index`, after its indentation, opens or closes a fenced code block.
    func isFence(_ index: Int) -> Bool {
        Self.isFenceLine(bytes[lines[index]])
    }

    /// Whether a line's bytes, after its indentation, start with ```` ``` ```` or `~~~`: the one
    /// fence rule, shared by the parser and the terminal renderer.
    static func isFenceLine(_ line: some Collection<UInt8>) -> Bool {
        var bytes = line.drop { $0 == UInt8(ascii: " ") }.prefix(3).makeIterator()
        guard let mark = bytes.next(), mark == UInt8(ascii: "`") || mark == UInt8(ascii: "~") else { return false }
        return bytes.next() == mark && bytes.next() == mark
    }

    /// The language tag of a fence line (`mermaid` in ```` ```mermaid ````).
    func fenceLanguage(_ index: Int) -> String {
        var position = lines[index].lowerBound
        let end = lines[index].upperBound
        while position < end,
            bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "`")
                || bytes[position] == UInt8(ascii: "~")
        {
            position += 1
        }
        return string(trimmed(position..<end))
    }
}
