#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A text as UTF-8 bytes and line ranges: what the entry parser scans.
///
/// Working on bytes rather than `Character`s keeps loading the whole catalogue (about 1 MB of
/// Markdown, parsed at every start of the tool) to a few milliseconds. Every byte the parser
/// looks for (line breaks, `#`, `|`, spaces, backticks) is ASCII, and ASCII bytes never occur
/// inside a multi-byte UTF-8 sequence, so every range it cuts is valid UTF-8.
///
/// A source borrows the bytes of its text rather than copying them (the catalogue's texts are
/// string literals in the binary), so it exists only inside ``read(_:_:)``; ``substring(_:)``
/// gives a piece of the text itself, which outlives the source.
struct Source {
    /// The text whose bytes these are.
    let text: Substring
    let bytes: UnsafeBufferPointer<UInt8>
    /// Each line's bytes, without its `\n` (and without a `\r` before it).
    let lines: [Range<Int>]

    /// Calls `body` with the source of `text`.
    static func read<Result>(_ text: String, _ body: (Source) -> Result) -> Result {
        read(text[...], body)
    }

    /// Calls `body` with the source of `text`.
    static func read<Result>(_ text: Substring, _ body: (Source) -> Result) -> Result {
        text.withUTF8Bytes { text, bytes in body(Source(text: text, bytes: bytes)) }
    }

    private init(text: Substring, bytes: UnsafeBufferPointer<UInt8>) {
        self.text = text
        self.bytes = bytes
        var lines: [Range<Int>] = []
        lines.reserveCapacity(bytes.count / 40)
        var start = 0
        // `memchr` finds the next line break many bytes at a time.
        while let base = bytes.baseAddress, start < bytes.count,
            let found = memchr(base + start, Int32(Self.newline), bytes.count - start)
        {
            let index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            let end = index > start && bytes[index - 1] == Self.carriageReturn ? index - 1 : index
            lines.append(start..<end)
            start = index + 1
        }
        lines.append(start..<bytes.count)
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

    /// The bytes of `range`, as a new string.
    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The bytes of `range`, as a piece of ``text`` (no copy).
    func substring(_ range: Range<Int>) -> Substring {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        return text[start..<utf8.index(start, offsetBy: range.count)]
    }

    /// Line `index` as a string, trimmed.
    func trimmedLine(_ index: Int) -> String {
        string(trimmed(lines[index]))
    }

    /// The text from the start of line `first` to the end of line `end - 1`, trimmed.
    func text(lines range: Range<Int>) -> String {
        String(piece(lines: range))
    }

    /// The text from the start of line `first` to the end of line `end - 1`, trimmed, as a
    /// piece of ``text``.
    func piece(lines range: Range<Int>) -> Substring {
        guard !range.isEmpty else { return "" }
        return substring(trimmed(lines[range.lowerBound].lowerBound..<lines[range.upperBound - 1].upperBound))
    }

    func isBlank(_ index: Int) -> Bool {
        bytes[lines[index]].allSatisfy(Self.isSpace)
    }

    /// Whether line `index` starts with `prefix` (ASCII), with no indentation.
    func starts(_ index: Int, with prefix: StaticString) -> Bool {
        let line = lines[index]
        let count = prefix.utf8CodeUnitCount
        guard line.count >= count else { return false }
        let expected = prefix.utf8Start
        for offset in 0..<count where bytes[line.lowerBound + offset] != expected[offset] { return false }
        return true
    }

    /// Whether a line that starts with `byte` may be a heading or a fence line: it starts with
    /// `#`, a fence's mark, or a space (an indented fence).
    static func mayOpenFenceOrHeading(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "#") || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~") || byte == UInt8(ascii: " ")
    }

    /// Whether line `index`, after its indentation, opens or closes a fenced code block
    /// (``isFenceLine(_:)``, read in place: the parser asks it of every line).
    func isFence(_ index: Int) -> Bool {
        var position = lines[index].lowerBound
        let end = lines[index].upperBound
        while position < end, bytes[position] == UInt8(ascii: " ") { position += 1 }
        guard end - position >= 3 else { return false }
        let mark = bytes[position]
        return (mark == UInt8(ascii: "`") || mark == UInt8(ascii: "~")) && bytes[position + 1] == mark
            && bytes[position + 2] == mark
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

extension Substring {
    /// Calls `body` with the text and its UTF-8 bytes, read in place; a string not stored as
    /// contiguous UTF-8 (bridged from Objective-C) is read from a native copy, which `body` gets
    /// as the text.
    func withUTF8Bytes<Result>(_ body: (Substring, UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable({ body(self, $0) }) { return result }
        var native = self
        native.makeContiguousUTF8()
        return native.utf8.withContiguousStorageIfAvailable { body(native, $0) }
            ?? Array(native.utf8).withUnsafeBufferPointer { body(native, $0) }
    }
}
