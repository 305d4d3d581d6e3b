/// A JSON value as the progress file's reader sees it: parsed in one pass over the bytes,
/// every object's members in file order, numbers kept as written.
///
/// The reader is StudyKit's own because it is on the path of every command that studies:
/// over a file of 700 questions and 45 drills, Foundation's `JSONSerialization` and
/// `JSONDecoder` each took several times as long on the project's machine as this reader and
/// the checks after it together (`Scripts/progress-benchmark.sh` measures both). It also says
/// where a file stops being JSON, by line and byte.
enum JSONValue: Equatable {
    case object([(key: String, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    /// A number, as written (`2`, `-1`, `2.5e3`).
    case number(String)
    case bool(Bool)
    case null

    static func == (left: JSONValue, right: JSONValue) -> Bool {
        switch (left, right) {
        case (.object(let left), .object(let right)):
            left.count == right.count && zip(left, right).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let left), .array(let right)): left == right
        case (.string(let left), .string(let right)): left == right
        case (.number(let left), .number(let right)): left == right
        case (.bool(let left), .bool(let right)): left == right
        case (.null, .null): true
        default: false
        }
    }

    /// What kind of value it is, in words: `an object`, `a string`, …
    var kind: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }

    /// Why bytes are not JSON: what was expected, at which byte and line, and whether the
    /// text ended there.
    struct SyntaxError: Error, Equatable, CustomStringConvertible {
        let expected: String
        let offset: Int
        let line: Int
        let atEnd: Bool

        var description: String {
            atEnd
                ? "it ends at byte \(offset), where \(expected) was expected (it may have been cut short)"
                : "at line \(line) (byte \(offset)), expected \(expected)"
        }
    }

    /// The one value `bytes` holds (white space around it allowed).
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.offset == bytes.count else { throw parser.error("nothing after the end of the value") }
        return value
    }
}

/// The parser: a byte offset into the text, one value at a time.
private struct JSONParser {
    let bytes: [UInt8]
    var offset = 0

    /// Deeper than this is no progress file, and would only exhaust the stack.
    static let maximumDepth = 64

    func error(_ expected: String) -> JSONValue.SyntaxError {
        let line = bytes[..<min(offset, bytes.count)].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        return JSONValue.SyntaxError(expected: expected, offset: offset, line: line, atEnd: offset >= bytes.count)
    }

    mutating func skipSpace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): offset += 1
            default: return
            }
        }
    }

    mutating func value(depth: Int) throws(JSONValue.SyntaxError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw error("values nested deeper than \(Self.maximumDepth)") }
        guard offset < bytes.count else { throw error("a value") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try word("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try word("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try word("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("a value (an object, an array, a string, a number, true, false or null)")
        }
    }

    mutating func object(depth: Int) throws(JSONValue.SyntaxError) -> JSONValue {
        offset += 1
        var members: [(key: String, value: JSONValue)] = []
        skipSpace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw error("a key in quotes") }
            let key = try string()
            skipSpace()
            try expect(":", "':' after a key")
            skipSpace()
            members.append((key, try value(depth: depth + 1)))
            skipSpace()
            guard offset < bytes.count else { throw error("',' or '}'") }
            if bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return .object(members)
            }
            try expect(",", "',' or '}' after a member")
        }
    }

    mutating func array(depth: Int) throws(JSONValue.SyntaxError) -> JSONValue {
        offset += 1
        var elements: [JSONValue] = []
        skipSpace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            skipSpace()
            elements.append(try value(depth: depth + 1))
            skipSpace()
            guard offset < bytes.count else { throw error("',' or ']'") }
            if bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                return .array(elements)
            }
            try expect(",", "',' or ']' after an element")
        }
    }

    mutating func expect(_ character: Unicode.Scalar, _ what: String) throws(JSONValue.SyntaxError) {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else { throw error(what) }
        offset += 1
    }

    mutating func word(_ word: StaticString) throws(JSONValue.SyntaxError) {
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count,
            (0..<count).allSatisfy({ bytes[offset + $0] == word.utf8Start[$0] })
        else { throw error("'\(word)'") }
        offset += count
    }

    /// A number's text: `-`? digits (no leading zero), a fraction, an exponent.
    mutating func number() throws(JSONValue.SyntaxError) -> String {
        let start = offset
        func digits(_ parser: inout JSONParser) -> Int {
            let first = parser.offset
            while parser.offset < parser.bytes.count, (48...57).contains(parser.bytes[parser.offset]) {
                parser.offset += 1
            }
            return parser.offset - first
        }
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let integer = offset
        guard digits(&self) > 0 else { throw error("digits in a number") }
        guard bytes[integer] != UInt8(ascii: "0") || offset - integer == 1 else {
            offset = integer + 1
            throw error("no digit after a leading zero")
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard digits(&self) > 0 else { throw error("digits after '.'") }
        }
        if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                offset += 1
            }
            guard digits(&self) > 0 else { throw error("digits in an exponent") }
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// A string's value, its escapes undone.
    mutating func string() throws(JSONValue.SyntaxError) -> String {
        offset += 1
        let start = offset
        // The common case: no escape, copied as it is.
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                defer { offset += 1 }
                return String(decoding: bytes[start..<offset], as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw error("no control character inside a string (it must be escaped)") }
            offset += 1
        }
        var text = Array(bytes[start..<offset])
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard offset < bytes.count else { throw error("an escaped character") }
                let escaped = bytes[offset]
                offset += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
                            bytes[offset + 1] == UInt8(ascii: "u")
                        else { throw error("the second half of a surrogate pair") }
                        offset += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw error("the second half of a surrogate pair")
                        }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else {
                        throw error("a Unicode scalar, not half of a pair")
                    }
                    text.append(contentsOf: String(Character(unicode)).utf8)
                default:
                    offset -= 1
                    throw error("one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after a backslash")
                }
            default:
                guard byte >= 0x20 else {
                    offset -= 1
                    throw error("no control character inside a string (it must be escaped)")
                }
                text.append(byte)
            }
        }
        throw error("'\"' to end a string")
    }

    mutating func hex4() throws(JSONValue.SyntaxError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw error("four hexadecimal digits after \\u") }
        var value: UInt32 = 0
        for byte in bytes[offset..<offset + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("four hexadecimal digits after \\u")
            }
            value = value << 4 | UInt32(digit)
        }
        offset += 4
        return value
    }
}
