/// Every name a module's Swift code uses, and the types it declares: comments and string
/// literals (plain, multi-line and raw) never count.
///
/// Class diagrams are checked against it: every class a diagram names must be a name the
/// family's code uses.
///
/// ```swift
/// let found = CodeNames(sources: files)
/// found.names.contains("FeedPublisher")   // true when the code names it
/// ```
///
/// - Complexity: O(n) in the sources' bytes: a byte scan.
package struct CodeNames: Sendable {
    /// Every identifier the code uses, sorted.
    package let names: [String]
    /// The names declared with `struct`, `class`, `enum`, `protocol`, `actor` or `typealias`, sorted.
    package let declared: [String]

    /// The names in `sources`.
    package init(sources: [(path: String, text: String)]) {
        var names: Set<String> = []
        var declared: Set<String> = []
        let keywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
        for file in sources {
            var previous = ""
            Self.scanNames(file.text) { name in
                names.insert(name)
                if keywords.contains(previous) { declared.insert(name) }
                previous = name
            }
        }
        self.names = names.sorted()
        self.declared = declared.sorted()
    }

    /// Calls `body` with each identifier of Swift `text`, in order, skipping comments and
    /// string literals (plain, multi-line and raw).
    static func scanNames(_ text: String, _ body: (String) -> Void) {
        let bytes = Array(text.utf8)
        let count = bytes.count
        var index = 0
        func at(_ offset: Int) -> UInt8 { index + offset < count ? bytes[index + offset] : 0 }
        func isStart(_ byte: UInt8) -> Bool {
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
        }
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        let quote = UInt8(ascii: "\"")
        let hash = UInt8(ascii: "#")
        let newline = UInt8(ascii: "\n")
        let backslash = UInt8(ascii: "\\")
        while index < count {
            let byte = bytes[index]
            if byte == slash, at(1) == slash {
                while index < count, bytes[index] != newline { index += 1 }
            } else if byte == slash, at(1) == star {
                var depth = 1
                index += 2
                while index < count, depth > 0 {
                    if bytes[index] == slash, at(1) == star {
                        depth += 1
                        index += 1
                    } else if bytes[index] == star, at(1) == slash {
                        depth -= 1
                        index += 1
                    }
                    index += 1
                }
            } else if byte == hash || byte == quote {
                // A string literal: `#`s, then `"` or `"""`; it ends at the same quotes and `#`s.
                var hashes = 0
                while at(hashes) == hash { hashes += 1 }
                guard at(hashes) == quote else {
                    index += max(1, hashes)
                    continue
                }
                index += hashes
                let quotes = at(1) == quote && at(2) == quote ? 3 : 1
                index += quotes
                while index < count {
                    if bytes[index] == backslash, hashes == 0 {
                        index += 2
                        continue
                    }
                    if quotes == 1, bytes[index] == newline { break }
                    var closes = true
                    for offset in 0..<quotes where at(offset) != quote { closes = false }
                    for offset in 0..<hashes where at(quotes + offset) != hash { closes = false }
                    if closes {
                        index += quotes + hashes
                        break
                    }
                    index += 1
                }
            } else if isStart(byte) {
                let start = index
                while index < count, isStart(bytes[index]) || (bytes[index] >= 0x30 && bytes[index] <= 0x39) {
                    index += 1
                }
                body(String(decoding: bytes[start..<index], as: UTF8.self))
            } else if byte >= 0x30 && byte <= 0x39 {
                while index < count, isStart(bytes[index]) || (bytes[index] >= 0x30 && bytes[index] <= 0x39) {
                    index += 1
                }
            } else {
                index += 1
            }
        }
    }
}
