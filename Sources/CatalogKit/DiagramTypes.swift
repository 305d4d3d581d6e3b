/// Checks that every class a class diagram names is a type of the family's code.
///
/// A class passes when the family's Swift sources declare it or name it in code (the
/// domain's `Post`, Swift's `Sequence` that a type conforms to): comments and string
/// literals never count. A type the code never names (a Cocoa or Foundation type drawn for
/// comparison) passes only when the entry marks it with a stereotype that begins with
/// where it comes from: `<<Foundation>>`, `<<Swift protocol>>`, `<<UIKit class>>`.
///
/// ```swift
/// let types = DiagramTypes(sources: Communication.sourceFiles)   // or, from the build:
/// let known = DiagramTypes(names: Communication.codeNames.names, declared: Communication.codeNames.declared)
/// let problems = types.problems(in: entry)   // [] when every class exists
/// ```
public struct DiagramTypes: Sendable {
    /// The first words of a stereotype that mark a type from outside the family's sources.
    public static let origins: Set<String> = [
        "Swift", "Foundation", "Cocoa", "UIKit", "AppKit", "SwiftUI", "Combine", "Observation", "Dispatch",
    ]

    /// Every name the code uses (types, functions, variables), comments and literals left out.
    let names: Set<String>
    /// The types the code declares, for did-you-mean suggestions.
    let declared: [String]

    /// The names the build found in a family's sources (see ``names(in:)``): what the tool
    /// uses, so it never scans Swift text at run time.
    public init(names: some Sequence<String>, declared: some Sequence<String>) {
        self.names = Set(names)
        self.declared = Array(declared).sorted()
    }

    /// The names in `sources`, the family's Swift files, and the types they declare: what the
    /// build embeds for each family (`<Module>.codeNames`).
    ///
    /// - Complexity: O(n) in the sources' bytes.
    public static func names(in sources: [(path: String, text: String)]) -> (names: [String], declared: [String]) {
        let types = DiagramTypes(sources: sources)
        return (types.names.sorted(), types.declared)
    }

    /// The names in `sources`, the family's Swift files.
    ///
    /// - Complexity: O(n) in the sources' bytes: a byte scan.
    public init(sources: [(path: String, text: String)]) {
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
        self.names = names
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

    /// A problem for each class of `entry`'s class diagram that the sources do not name.
    public func problems(in entry: Entry) -> [CatalogError] {
        guard let (diagram, block) = entry.classDiagram else { return [] }
        var problems: [CatalogError] = []
        for declaration in diagram.classes where !names.contains(declaration.name) {
            let marked = declaration.stereotypes.contains { stereotype in
                Self.origins.contains(String(stereotype.prefix { !$0.isWhitespace }))
            }
            if marked { continue }
            let hint = Suggestion.hint(for: declaration.name, in: declared)
            problems.append(
                CatalogError(
                    file: entry.path, line: block.line + declaration.line, field: "Structure",
                    message:
                        "'\(declaration.name)' is not a type in the \(entry.family.id) family's sources\(hint); a type from elsewhere, drawn for comparison, is marked with where it comes from, e.g. <<Foundation>>"
                ))
        }
        return problems
    }
}
