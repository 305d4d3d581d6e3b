import ExampleKit

/// Checks that every internal link of a set of pages resolves: the file it names is one of
/// the pages (or assets), and its `#anchor`, if any, is an id of that page. For the site's
/// HTML (`href` and `src`) and for the Markdown `docs/` (`[text](address)`, with the anchors
/// a Markdown viewer gives headings and `<a id>` tags).
///
/// ```swift
/// LinkChecker.html(files, exempt: { $0.hasPrefix("api/") })   // [] when every link resolves
/// ```
package enum LinkChecker {
    /// A link that does not resolve.
    package struct Problem: Equatable, Sendable, CustomStringConvertible {
        package var page: String
        package var link: String
        package var reason: String

        package var description: String { "\(page): \(link): \(reason)" }
    }

    /// The broken links of the HTML pages among `files`. A link whose resolved path `exempt`
    /// accepts is not checked (a folder another tool writes). An address with a scheme
    /// (`https:`, `mailto:`) is outside the site and not checked, except as a `src`: the
    /// site loads nothing from the network.
    package static func html(_ files: [TextFile], exempt: (String) -> Bool = { _ in false }) -> [Problem] {
        var ids: [String: Set<String>] = [:]
        for file in files where file.path.hasSuffix(".html") {
            ids[file.path] = Set(attributes(" id", in: file.text))
        }
        let paths = Set(files.map(\.path))
        var problems: [Problem] = []
        for file in files where file.path.hasSuffix(".html") {
            for (attribute, raw) in attributes(["href", "src"], in: file.text) {
                let link = unescape(raw)
                if link.utf8.contains(UInt8(ascii: ":")) {
                    if attribute == "src" {
                        problems.append(Problem(page: file.path, link: link, reason: "loads from outside the site"))
                    }
                    continue
                }
                let (path, fragment) = split(link)
                let target = path.isEmpty ? file.path : resolve(path, from: file.path)
                if let target, exempt(target) { continue }
                guard let target, paths.contains(target) else {
                    problems.append(Problem(page: file.path, link: link, reason: "no such file"))
                    continue
                }
                if let fragment, !fragment.isEmpty, target.hasSuffix(".html"), ids[target]?.contains(fragment) != true {
                    problems.append(Problem(page: file.path, link: link, reason: "no id '\(fragment)' in \(target)"))
                }
            }
        }
        return problems
    }

    /// The broken links of the Markdown pages among `files` (code blocks and code spans are
    /// not read for links).
    package static func markdown(_ files: [TextFile], exempt: (String) -> Bool = { _ in false }) -> [Problem] {
        var anchors: [String: Set<String>] = [:]
        for file in files where file.path.hasSuffix(".md") {
            anchors[file.path] = markdownAnchors(file.text)
        }
        let paths = Set(files.map(\.path))
        var problems: [Problem] = []
        for file in files where file.path.hasSuffix(".md") {
            for link in markdownLinks(file.text) where !link.utf8.contains(UInt8(ascii: ":")) {
                let (path, fragment) = split(link)
                let target = path.isEmpty ? file.path : resolve(path, from: file.path)
                if let target, exempt(target) { continue }
                guard let target, paths.contains(target) else {
                    problems.append(Problem(page: file.path, link: link, reason: "no such file"))
                    continue
                }
                if let fragment, !fragment.isEmpty, target.hasSuffix(".md"), anchors[target]?.contains(fragment) != true
                {
                    problems.append(
                        Problem(page: file.path, link: link, reason: "no anchor '\(fragment)' in \(target)"))
                }
            }
        }
        return problems
    }

    /// The path and the fragment of a link, without its query.
    static func split(_ link: String) -> (path: String, fragment: String?) {
        var path = Substring(link)
        var fragment: String?
        if let hash = path.firstIndex(of: "#") {
            fragment = String(path[path.index(after: hash)...])
            path = path[..<hash]
        }
        if let query = path.firstIndex(of: "?") { path = path[..<query] }
        return (String(path), fragment)
    }

    /// `link` resolved against the folder of `page`, or nil when it climbs above the root.
    static func resolve(_ link: String, from page: String) -> String? {
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for part in link.split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case ".", "": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        if link.hasSuffix("/") { parts.append("index.html") }
        return parts.joined(separator: "/")
    }

    /// The values of the attributes `names` (double-quoted) in `html`, with their name.
    package static func attributes(_ names: [String], in html: String) -> [(String, String)] {
        var found: [(String, String)] = []
        let bytes = Array(html.utf8)
        let names = names.map { ($0, Array($0.utf8)) }
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "=") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") {
                for (name, nameBytes) in names {
                    let start = index - nameBytes.count
                    guard start > 0, bytes[start..<index].elementsEqual(nameBytes) else { continue }
                    let before = bytes[start - 1]
                    guard before == UInt8(ascii: " ") || before == UInt8(ascii: "\n") || before == UInt8(ascii: ":")
                    else { continue }
                    var end = index + 2
                    while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
                    found.append((name, String(decoding: bytes[(index + 2)..<end], as: UTF8.self)))
                }
            }
            index += 1
        }
        return found
    }

    /// The values of the attribute `name` (with its leading space, `" id"`) in `html`.
    static func attributes(_ name: String, in html: String) -> [String] {
        let bare = String(name.drop { $0 == " " })
        return attributes([bare], in: html).map(\.1)
    }

    static func unescape(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        let entities = [("&quot;", "\""), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")]
        while let first = rest.first {
            if first == "&", let (entity, character) = entities.first(where: { rest.hasPrefix($0.0) }) {
                result += character
                rest = rest.dropFirst(entity.count)
            } else {
                result.append(first)
                rest = rest.dropFirst()
            }
        }
        return result
    }

    /// The lines of Markdown `text` that are not inside a fenced code block (nor its fences).
    static func linesOutsideFences(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var fence: Substring?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = trimmed.prefix(3)
                continue
            }
            lines.append(line)
        }
        return lines
    }

    /// The addresses of the Markdown links of `text`, outside code.
    static func markdownLinks(_ text: String) -> [String] {
        var links: [String] = []
        for line in linesOutsideFences(text) {
            let characters = Array(line)
            var index = 0
            while index < characters.count {
                if characters[index] == "`" {
                    index = EntryLinker.codeSpan(characters[...], at: index).end
                } else if characters[index] == "]", index + 1 < characters.count, characters[index + 1] == "(",
                    let close = characters[(index + 2)...].firstIndex(of: ")")
                {
                    links.append(String(characters[(index + 2)..<close]))
                    index = close + 1
                } else {
                    index += 1
                }
            }
        }
        return links
    }

    /// The anchors a Markdown viewer gives `text`: each heading's (GitHub's rule: lowercase,
    /// punctuation dropped, spaces as dashes, a repeated one numbered) and each `<a id>`.
    static func markdownAnchors(_ text: String) -> Set<String> {
        var anchors: Set<String> = []
        var seen: [String: Int] = [:]
        for line in linesOutsideFences(text) {
            anchors.formUnion(attributes(" id", in: String(line)))
            anchors.formUnion(attributes(" name", in: String(line)))
            let level = line.prefix { $0 == "#" }.count
            guard level > 0, line.dropFirst(level).hasPrefix(" ") else { continue }
            var slug = ""
            for character in line.dropFirst(level + 1).lowercased() {
                if character.isLetter || character.isNumber || character == "-" || character == "_" {
                    slug.append(character)
                } else if character == " " {
                    slug.append("-")
                }
            }
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }
}
