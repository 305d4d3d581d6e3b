import ExampleKit

/// The search index as text: built once (the build packs the catalogue's index into the
/// binary) and read back a query at a time, so `patterns search` neither parses every entry
/// nor reads their text.
///
/// The format, one record a line, fields separated by tabs:
///
/// ```text
/// swiftpatterns search index 2
/// entries 87
/// observer	Catalog/communication/observer.md	1 2 0 4 18 52 410 1630	observer|publish subscribe
/// …              (per entry: id, file, each field's length in words, its titles' terms)
/// delegate	3 4 2 17 7 6                  (per word: entry, field, twice the count; …)
/// ```
///
/// The entry lines come first, in entry-number order; then one line a word, sorted by the
/// word's UTF-8 bytes, so the words a query needs are found by binary search.
extension SearchIndex {
    /// The first line of a packed index: a reader refuses any other format.
    static let packedFormat = "swiftpatterns search index 2"

    /// The whole index as text, for ``init(packed:files:families:for:)``.
    public var packed: String {
        var text = Self.packedFormat + "\nentries \(ids.count)\n"
        for (number, id) in ids.enumerated() {
            let fieldLengths = lengths[number].map { String(Int($0)) }.joined(separator: " ")
            let named = titles[number].map { $0.joined(separator: " ") }.joined(separator: "|")
            text += "\(id)\t\(paths[number])\t\(fieldLengths)\t\(named)\n"
        }
        for word in vocabulary {
            let list = (postings[word] ?? []).map { "\($0.entry) \($0.field.rawValue) \(Int($0.count * 2))" }
            text += word + "\t" + list.joined(separator: " ") + "\n"
        }
        return text
    }

    /// Reads, from the index `packed`, only the words `query` can match, and ranks exactly as
    /// the index it was packed from (up to the order of a sum's terms). The results' entries are
    /// parsed from `files` (paths relative to `Catalog/`, the synonym table among them) when a
    /// result needs one; the files must be the ones the index was packed from, validated.
    ///
    /// Returns `nil` when `packed` is not an index in this format.
    ///
    /// - Complexity: O(log words) to find each query word, plus the postings read.
    public init?(packed: String, files: [(path: String, text: String)], families: [Family], for query: String) {
        var synonyms = Synonyms()
        if let table = files.first(where: { $0.path == Synonyms.path }) {
            synonyms = Synonyms.parse(table.text, file: "Catalog/" + table.path).synonyms
        }
        let wanted = Set(Self.wantedTerms(for: query, synonyms: synonyms))
        func read(_ bytes: UnsafeBufferPointer<UInt8>) -> PackedReader.Parts? {
            var reader = PackedReader(bytes: bytes)
            return reader.read(wanted: wanted)
        }
        // A string literal's bytes are read in place; any other string's are copied once.
        let found =
            packed.utf8.withContiguousStorageIfAvailable(read) ?? Array(packed.utf8).withUnsafeBufferPointer(read)
        guard let parts = found else { return nil }
        let byPath = Dictionary(files.map { ("Catalog/" + $0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        let paths = parts.paths
        self.init(
            ids: parts.ids, paths: paths, titles: parts.titles, synonyms: synonyms, lengths: parts.lengths,
            postings: parts.postings,
            entryAt: { number in
                guard paths.indices.contains(number), let text = byPath[paths[number]] else { return nil }
                let path = String(paths[number].dropFirst("Catalog/".count))
                return EntryParser.parse(path: path, text: text, families: families, checkingDiagrams: false).entry
            })
    }
}

/// Reads a packed index's bytes: the entry lines whole, and of the word lines only those a
/// query wants.
struct PackedReader {
    let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    struct Parts {
        var ids: [String] = []
        var paths: [String] = []
        var lengths: [[Double]] = []
        var titles: [[[String]]] = []
        var postings: [String: [SearchIndex.Posting]] = [:]
    }

    /// The entries, and the postings of every word that is one of `wanted` or, for a wanted
    /// word of three bytes or more, starts with it (the words search may match).
    mutating func read(wanted: Set<String>) -> Parts? {
        guard let format = nextLine(), String(decoding: format, as: UTF8.self) == SearchIndex.packedFormat,
            let header = nextLine(), header.starts(with: "entries ".utf8),
            let count = Int(String(decoding: header.dropFirst(8), as: UTF8.self)), count >= 0
        else { return nil }
        var parts = Parts()
        for _ in 0..<count {
            guard let line = nextLine() else { return nil }
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard fields.count == 4 else { return nil }
            let numbers = fields[2].split(separator: UInt8(ascii: " ")).map { Self.number($0) }
            let fieldLengths = numbers.compactMap { $0 }
            guard fieldLengths.count == numbers.count, numbers.count == SearchIndex.Field.allCases.count else {
                return nil
            }
            parts.ids.append(String(decoding: fields[0], as: UTF8.self))
            parts.paths.append(String(decoding: fields[1], as: UTF8.self))
            parts.lengths.append(fieldLengths.map(Double.init))
            parts.titles.append(
                fields[3].split(separator: UInt8(ascii: "|")).map { title in
                    title.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
                })
        }
        let words = position
        for term in wanted {
            let key = Array(term.utf8)
            let takesLonger = key.count >= 3
            var line = firstLine(notBefore: key, from: words)
            while line < bytes.count {
                let found = word(at: line)
                guard takesLonger ? found.starts(with: key) : found.elementsEqual(key) else { break }
                let name = String(decoding: found, as: UTF8.self)
                if parts.postings[name] == nil {
                    guard let list = postings(after: line + found.count, entries: count) else { return nil }
                    parts.postings[name] = list
                }
                line = lineAfter(line)
            }
        }
        return parts
    }

    /// Where the first word line at or after `start` (a line's start) holds a word not
    /// before `key` begins, or the end: a binary search over the bytes themselves, which
    /// lands inside a line and steps back to its start, so no table of lines is built.
    private func firstLine(notBefore key: [UInt8], from start: Int) -> Int {
        var low = start
        var high = bytes.count
        while low < high {
            var line = (low + high) / 2
            while line > low, bytes[line - 1] != UInt8(ascii: "\n") { line -= 1 }
            if word(at: line).lexicographicallyPrecedes(key) { low = lineAfter(line) } else { high = line }
        }
        return low
    }

    /// Where the line holding `index` ends: its newline, or the end of the bytes.
    private func lineEnd(from index: Int) -> Int {
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return end
    }

    /// The start of the line after the one starting at `line` (or the end).
    private func lineAfter(_ line: Int) -> Int {
        min(lineEnd(from: line) + 1, bytes.count)
    }

    /// The next line, without its newline; `nil` at the end.
    private mutating func nextLine() -> Slice<UnsafeBufferPointer<UInt8>>? {
        guard position < bytes.count else { return nil }
        let start = position
        position = lineEnd(from: start) + 1
        return bytes[start..<(position - 1)]
    }

    /// The word of the line starting at `start`: its bytes up to the tab.
    private func word(at start: Int) -> Slice<UnsafeBufferPointer<UInt8>> {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\t"), bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return bytes[start..<end]
    }

    /// The postings after a word (from its tab to the end of the line): triples of entry,
    /// field and twice the count; `nil` when one is malformed.
    private func postings(after tab: Int, entries: Int) -> [SearchIndex.Posting]? {
        guard tab < bytes.count, bytes[tab] == UInt8(ascii: "\t") else { return nil }
        let numbers = bytes[(tab + 1)..<lineEnd(from: tab)].split(separator: UInt8(ascii: " ")).map { Self.number($0) }
        guard numbers.count.isMultiple(of: 3) else { return nil }
        var list: [SearchIndex.Posting] = []
        list.reserveCapacity(numbers.count / 3)
        for triple in stride(from: 0, to: numbers.count, by: 3) {
            guard let entry = numbers[triple], entry < entries,
                let fieldNumber = numbers[triple + 1], let field = SearchIndex.Field(rawValue: fieldNumber),
                let twice = numbers[triple + 2]
            else { return nil }
            list.append(SearchIndex.Posting(entry: entry, field: field, count: Double(twice) / 2))
        }
        return list
    }

    /// A decimal number of ASCII digits, or `nil`.
    private static func number(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        guard !digits.isEmpty, digits.count < 10 else { return nil }
        var value = 0
        for digit in digits {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }
}
