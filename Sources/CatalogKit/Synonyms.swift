/// The catalogue's search synonyms: words a learner types that the entries say differently.
///
/// Read from `Catalog/search/synonyms.md`, a Markdown list of rules, one a line:
///
/// ```markdown
/// - block = closure                 (either word finds the other)
/// - arc -> memory management, retain cycle   (arc also finds the right side; not back)
/// ```
///
/// A side is a word or a phrase; `=` joins two or more sides that mean the same; `->` adds the
/// comma-separated phrases on its right to a query that contains the left. Headings, blank
/// lines and prose are allowed; a line of prose that holds `=` or `->` is taken for a rule
/// that lost its `- ` and reported, like any malformed rule, as a ``CatalogError``.
package struct Synonyms: Equatable, Sendable {
    /// The table's path relative to `Catalog/`; `Catalog(files:families:)` reads this file as the table.
    package static let path = "search/synonyms.md"
    /// The folder of `Catalog/` that holds search data rather than a family's entries.
    package static let folder = "search"

    /// For a phrase (normalized search terms), the phrases it also searches for.
    var expansions: [[String]: [[String]]] = [:]

    /// An empty table.
    package init() {}

    /// The table among `files` (the catalogue's files, at ``path``), or an empty one when they
    /// have none; throws ``CatalogErrors`` naming each malformed rule's line.
    package static func read(from files: [(path: String, text: String)]) throws(CatalogErrors) -> Synonyms {
        guard let file = files.first(where: { $0.path == path }) else { return Synonyms() }
        let table = parse(file.text, file: "Catalog/" + file.path)
        guard table.errors.isEmpty else { throw CatalogErrors(table.errors) }
        return table.synonyms
    }

    /// Parses `text`, the file at `file` (for errors, e.g. `Catalog/search/synonyms.md`).
    package static func parse(_ text: String, file: String) -> (synonyms: Synonyms, errors: [CatalogError]) {
        var table = Synonyms()
        var errors: [CatalogError] = []
        var inCode = false
        let lines = Source.read(text) { source in source.lines.indices.map(source.trimmedLine) }
        for (index, line) in lines.enumerated() {
            let number = index + 1
            func fail(_ message: String) {
                errors.append(CatalogError(file: file, line: number, field: "synonyms", message: message))
            }
            if line.hasPrefix("```") { inCode.toggle() }
            if inCode || line.hasPrefix("```") || line.isEmpty || line.hasPrefix("#") { continue }
            guard line.hasPrefix("- ") || line.hasPrefix("* ") else {
                if line.pieces(separatedBy: " = ").count > 1 || line.pieces(separatedBy: "->").count > 1 {
                    fail("'\(line)' looks like a rule but is not a list item; start it with '- '")
                }
                continue
            }
            let rule = String(line.dropFirst(2)).trimmingSpaces
            switch parseRule(rule) {
            case .failure(let message): fail(message)
            case .success(let pairs):
                for (from, to) in pairs { table.expansions[from, default: []].append(to) }
            }
        }
        return (table, errors)
    }

    private enum RuleResult {
        case success([(from: [String], to: [String])])
        case failure(String)
    }

    private static func parseRule(_ rule: String) -> RuleResult {
        func phrase(_ side: Substring) -> [String]? {
            let terms = SearchText.terms(in: String(side))
            return terms.isEmpty ? nil : terms
        }
        let sides = rule.pieces(separatedBy: "->")
        if sides.count > 1 {
            guard sides.count == 2, rule.pieces(separatedBy: " = ").count == 1 else {
                return .failure("'\(rule)' has more than one '->' or mixes '->' with '='; write one rule a line")
            }
            guard let from = phrase(sides[0]) else {
                return .failure("'\(rule)' has nothing to search for left of '->'")
            }
            let targets = sides[1].split(separator: ",")
            guard !targets.isEmpty else { return .failure("'\(rule)' has nothing right of '->'") }
            var pairs: [(from: [String], to: [String])] = []
            for target in targets {
                guard let to = phrase(target) else {
                    return .failure("'\(rule)' has an empty phrase right of '->' (two commas, or only common words)")
                }
                pairs.append((from, to))
            }
            return .success(pairs)
        }
        let equals = rule.pieces(separatedBy: " = ")
        guard equals.count >= 2 else {
            return .failure("'\(rule)' is neither 'a = b' nor 'a -> b, c'")
        }
        var phrases: [[String]] = []
        for side in equals {
            guard let terms = phrase(side) else {
                return .failure("'\(rule)' has an empty side (or one of only common words like 'the')")
            }
            phrases.append(terms)
        }
        var pairs: [(from: [String], to: [String])] = []
        for from in phrases {
            for to in phrases where to != from { pairs.append((from, to)) }
        }
        return .success(pairs)
    }

    /// The phrases `terms` also searches for, each with the index of the first term it replaces.
    func expansions(of terms: [String]) -> [(at: Int, terms: [String])] {
        guard !expansions.isEmpty else { return [] }
        var found: [(at: Int, terms: [String])] = []
        for start in terms.indices {
            for length in 1...min(4, terms.count - start) {
                let phrase = Array(terms[start..<(start + length)])
                for target in expansions[phrase] ?? [] { found.append((start, target)) }
            }
        }
        return found
    }
}

extension String {
    /// The text between the occurrences of `separator` (ASCII), empty pieces kept: what
    /// Foundation's `components(separatedBy:)` gives, without going through `NSString`.
    func pieces(separatedBy separator: StaticString) -> [Substring] {
        let mark = UnsafeBufferPointer(start: separator.utf8Start, count: separator.utf8CodeUnitCount)
        let offsets = Source.read(self) { source -> [Int] in
            let bytes = source.bytes
            var found: [Int] = []
            var index = 0
            while index + mark.count <= bytes.count {
                if bytes[index] == mark[0], bytes[index..<(index + mark.count)].elementsEqual(mark) {
                    found.append(index)
                    index += mark.count
                } else {
                    index += 1
                }
            }
            return found
        }
        guard !offsets.isEmpty else { return [self[...]] }
        let utf8 = self.utf8
        var pieces: [Substring] = []
        var start = utf8.startIndex
        for offset in offsets {
            let end = utf8.index(utf8.startIndex, offsetBy: offset)
            pieces.append(self[start..<end])
            start = utf8.index(end, offsetBy: mark.count)
        }
        pieces.append(self[start...])
        return pieces
    }
}
