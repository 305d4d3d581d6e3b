/// How search reads text: words, identifiers kept whole, light stemming, common words dropped.
///
/// Entries and queries go through the same steps, so `delegates` finds `delegate` and
/// `dispatch_once`, `@objc`, `#selector`, `as!` and `try?` stay one term each (the parts of
/// the first three are indexed too, so `objc` still finds `@objc`).
enum SearchText {
    /// Words a question is made of that say nothing about which pattern it is about.
    static let stopWords: Set<String> = [
        "a", "about", "after", "all", "also", "an", "and", "any", "are", "as", "at", "be", "been", "before",
        "being", "best", "between", "both", "but", "by", "can", "could", "describe", "did", "difference",
        "different", "differ", "do", "doe", "does", "done", "each", "eg", "else", "etc", "example", "explain", "for",
        "from", "get", "give", "go", "good", "ha", "had", "has", "have", "how", "i", "ie", "if", "in", "into",
        "is", "it", "its", "just", "like", "ll", "make", "me", "might", "more", "most", "my", "name", "no",
        "not", "of", "on", "or", "other", "our", "over", "pattern", "re", "s", "same", "say", "should",
        "so", "some", "such", "t", "tell", "than", "that", "the", "their", "them", "then", "there", "these",
        "they", "thing", "this", "those", "through", "to", "too", "up", "us", "use", "used", "using", "ve",
        "versus", "very", "vs", "wa", "was", "want", "way", "we", "were", "what", "whats", "when", "where", "whether",
        "which", "while", "who", "why", "will", "with", "within", "without", "would", "you", "your",
        // How questions ask, not what about.
        "advantage", "appropriate", "approach", "benefit", "choose", "common", "con", "concept", "disadvantage",
        "downside", "drawback", "ensure", "familiar", "here", "idea", "implement", "know", "known", "main",
        "mean", "mechanism", "pro", "provide", "purpose", "real", "role", "scenario", "situation", "typical", "usually",
        "work", "world",
    ]

    /// The words that say the word before them is a name: "the delegate pattern".
    static let nameCues: Set<String> = ["pattern", "principle", "smell", "anti-pattern", "antipattern"]

    /// The terms `query` puts right before a ``nameCues`` word ("delegate" in "what problem
    /// does the delegate pattern solve?").
    static func cuedWords(in query: String) -> Set<String> {
        var previous: String?
        var cued: Set<String> = []
        indexTerms(in: query) { term, isPart in
            guard !isPart else { return }
            if let previous, nameCues.contains(term) { cued.insert(previous) }
            previous = term
        }
        return cued
    }

    /// The search terms of `text`: tokens, stemmed, without stop words.
    static func terms(in text: String) -> [String] {
        var words: [String] = []
        tokenize(text) { token in
            if !token.isPart { words.append(stem(token.word)) }
        }
        var terms: [String] = []
        for (at, word) in words.enumerated() where !stopWords.contains(word) {
            // "Which design pattern fits?" asks for a pattern, not about design.
            if word == "design", at + 1 < words.count, words[at + 1] == "pattern" { continue }
            terms.append(word)
        }
        return terms
    }

    /// Calls `body` with each stemmed token of `text` (stop words included: the index counts
    /// them for field lengths) and whether it is a part of a longer identifier.
    static func indexTerms(in text: String, _ body: (String, _ isPart: Bool) -> Void) {
        tokenize(text) { token in body(stem(token.word), token.isPart) }
    }

    /// The parts of an identifier such as `dispatch_once` or `@objc`: `dispatch`, `once`; `objc`.
    static func parts(of term: String) -> [String] {
        guard term.utf8.contains(where: isJoiner) else { return [] }
        return term.utf8.split(whereSeparator: isJoiner).map { stem(String(decoding: $0, as: UTF8.self)) }
    }

    static func isJoiner(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#")
    }

    /// One token of a text: where it is, read in place (``tokenize(_:_:)``).
    struct Token {
        /// The text's bytes, valid only while the token is handed out.
        let bytes: UnsafeBufferPointer<UInt8>
        /// Where the token is in `bytes`.
        let range: Range<Int>
        /// Whether an ASCII capital letter is in it (the token is lowercase text).
        let hasCapital: Bool
        /// Whether every byte is ASCII (else the word is lowercased as Unicode).
        let isASCII: Bool
        /// Whether it is a part of a longer identifier (`once` of `dispatch_once`).
        let isPart: Bool

        /// The token's byte at `offset`, lowercased when it is an ASCII capital.
        func lowercased(at offset: Int) -> UInt8 {
            SearchText.lowered(bytes[range.lowerBound + offset])
        }

        /// The token as a lowercase word.
        var word: String {
            let piece = UnsafeBufferPointer(rebasing: bytes[range])
            guard hasCapital || !isASCII else { return String(decoding: piece, as: UTF8.self) }
            let lowered = String(unsafeUninitializedCapacity: piece.count) { buffer in
                for offset in 0..<piece.count { buffer[offset] = lowercased(at: offset) }
                return piece.count
            }
            return isASCII ? lowered : lowered.lowercased()
        }
    }

    /// Lowercased runs of letters, digits and `_`, with a leading `@` or `#` kept (and the `!`
    /// or `?` of `as` and `try`); for an identifier with `_`, `@` or `#`, its parts follow it
    /// (marked as parts). See ``Tokens``.
    static func tokenize(_ text: String, _ body: (Token) -> Void) {
        withTokens(of: text[...]) { tokens in
            while let token = tokens.next() { body(token) }
        }
    }

    /// Calls `body` with the tokens of `text`, read in place: a piece of an entry is not copied
    /// to be searched.
    static func withTokens<Result>(of text: Substring, _ body: (inout Tokens) -> Result) -> Result {
        text.withUTF8Bytes { _, bytes in
            var tokens = Tokens(bytes)
            return body(&tokens)
        }
    }

    /// A letter, a digit or a non-ASCII byte: what words are made of.
    static func isWordByte(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "A") < 26 || byte &- UInt8(ascii: "0") < 10
            || byte >= 0x80
    }

    /// `byte`, lowercased when it is an ASCII capital.
    static func lowered(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte + 32 : byte
    }

    /// The tokens of a text's UTF-8 bytes, one at a time.
    ///
    /// Scans the bytes in place: ASCII is compared lowercased, any non-ASCII byte is kept as
    /// part of a word (so `naïve` stays one word), everything else separates words. Search reads
    /// every entry whole for each query, so this is its hot path: a token is a range of the
    /// text, and becomes a string only when the caller asks for its ``Token/word``.
    struct Tokens: IteratorProtocol {
        let bytes: UnsafeBufferPointer<UInt8>
        /// The next byte to read, and where the reading stops.
        private var position = 0
        private let limit: Int
        /// The identifier whose parts are being handed out (`dispatch_once`), and where its next
        /// part starts.
        private var whole: Token?
        private var partStart = 0

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            limit = bytes.count
        }

        /// The tokens of `range` alone: the same as those of the whole text there when `range`
        /// starts and ends at a separator or the text's ends (see ``TermFilter/scan(_:visiting:)``).
        init(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) {
            self.bytes = bytes
            position = range.lowerBound
            limit = range.upperBound
        }

        mutating func next() -> Token? {
            if let whole {
                if let part = nextPart(of: whole) { return part }
                self.whole = nil
            }
            // A local while scanning, stored back once per token.
            let count = limit
            var position = self.position
            var start = -1
            var end = 0
            var hasCapital = false
            var isASCII = true
            var hasJoiner = false
            while position < count {
                let byte = bytes[position]
                // Most bytes are lowercase letters: a plain lowercase word is read by this loop
                // alone, and ends at the first byte that is not a lowercase letter or a digit.
                if byte &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 {
                    if start < 0 { start = position }
                    position += 1
                    while position < count {
                        let next = bytes[position]
                        guard next &- UInt8(ascii: "a") < 26 || next &- UInt8(ascii: "0") < 10 else { break }
                        position += 1
                    }
                    end = position
                    continue
                }
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    if start < 0 { start = position }
                    end = position + 1
                    hasCapital = true
                case UInt8(ascii: "_"):
                    if start >= 0 {
                        end = position + 1
                        hasJoiner = true
                    }
                case UInt8(ascii: "@"), UInt8(ascii: "#"):
                    // Only at the start of a word: `@objc`, `#selector`, `@sum`. An open word ends
                    // here, and the mark is read again to start the next one.
                    if start >= 0 {
                        if let token = finish(start, end, hasCapital, isASCII, hasJoiner) {
                            self.position = position
                            return token
                        }
                        start = -1
                        hasCapital = false
                        isASCII = true
                    }
                    start = position
                    end = position + 1
                    hasJoiner = true
                case 0x80...:
                    if start < 0 { start = position }
                    end = position + 1
                    isASCII = false
                default:
                    // A separator ends the open word. Swift's forced and optional operators stay
                    // whole: `as!`, `as?`, `try!`, `try?`.
                    if byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?"),
                        isWord("as", start, end) || isWord("try", start, end)
                    {
                        end = position + 1
                    }
                    position += 1
                    if start >= 0, let token = finish(start, end, hasCapital, isASCII, hasJoiner) {
                        self.position = position
                        return token
                    }
                    start = -1
                    hasCapital = false
                    isASCII = true
                    hasJoiner = false
                    continue
                }
                position += 1
            }
            self.position = position
            guard start >= 0 else { return nil }
            return finish(start, end, hasCapital, isASCII, hasJoiner)
        }

        /// The word `start..<end` without a trailing joiner (a lone or trailing joiner, `@` or
        /// `snake_`, is punctuation, not part of the word); `nil` when nothing is left. An
        /// identifier's parts are handed out next.
        private mutating func finish(
            _ start: Int, _ end: Int, _ hasCapital: Bool, _ isASCII: Bool, _ hasJoiner: Bool
        ) -> Token? {
            var end = end
            while end > start, SearchText.isJoiner(bytes[end - 1]) { end -= 1 }
            guard end > start else { return nil }
            let token = Token(bytes: bytes, range: start..<end, hasCapital: hasCapital, isASCII: isASCII, isPart: false)
            if hasJoiner {
                whole = token
                partStart = start
            }
            return token
        }

        /// The next part of the identifier `whole`, if one is left.
        private mutating func nextPart(of whole: Token) -> Token? {
            let end = whole.range.upperBound
            while partStart < end {
                var index = partStart
                while index < end, !SearchText.isJoiner(bytes[index]) { index += 1 }
                let range = partStart..<index
                partStart = index + 1
                if !range.isEmpty {
                    return Token(
                        bytes: bytes, range: range, hasCapital: whole.hasCapital, isASCII: whole.isASCII, isPart: true)
                }
            }
            return nil
        }

        /// Whether `start..<end` is `word` (ASCII, lowercase), whatever its case.
        private func isWord(_ word: StaticString, _ start: Int, _ end: Int) -> Bool {
            guard start >= 0, end - start == word.utf8CodeUnitCount else { return false }
            let expected = word.utf8Start
            for offset in 0..<(end - start) {
                if SearchText.lowered(bytes[start + offset]) != expected[offset] { return false }
            }
            return true
        }
    }

    /// The word without a plural ending: `delegates` → `delegate`, `classes` → `class`,
    /// `factories` → `factory`. Light on purpose: `delegation` stays `delegation`.
    static func stem(_ word: String) -> String {
        let bytes = word.utf8
        // Most words do not end in "s": answer those without allocating.
        guard bytes.last == UInt8(ascii: "s"), bytes.count > 3 else { return word }
        func ends(_ suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            guard bytes.count > count else { return false }
            return suffix.withUTF8Buffer { bytes.suffix(count).elementsEqual($0) }
        }
        func dropping(_ count: Int, adding tail: String = "") -> String {
            String(decoding: bytes.dropLast(count), as: UTF8.self) + tail
        }
        if ends("ies") && !ends("eies") && !ends("aies") { return dropping(3, adding: "y") }
        if ends("sses") || ends("ches") || ends("shes") || ends("xes") || ends("zzes") { return dropping(2) }
        if ends("ss") || ends("us") || ends("is") || ends("'s") { return word }
        return dropping(1)
    }
}

/// The terms one query can match, as a cheap test on a token's bytes before it is made a term.
///
/// A token may match when its bytes start with a wanted term minus that term's last byte
/// (stemming only changes a word's end: `factories` → `factory`), so the test never misses
/// a term or a word the term is a prefix of; the caller compares the stemmed term exactly.
struct TermFilter: Sendable {
    /// The heads, by their first byte: a token is compared only with those that start as it does.
    private let headsByFirstByte: [[ArraySlice<UInt8>]]
    /// One bit for each pair of first two bytes (lowercased) that some head starts with; a head
    /// of one byte sets every pair that starts with it, and a token of one byte is looked up with
    /// a second byte of 0. Most tokens fail this test, so they are never compared byte by byte.
    private let pairs: [UInt64]
    /// Whether a head is empty (a term of one letter), which every token starts with.
    let keepsAll: Bool
    /// What ``scan(_:visiting:)`` asks at each place a token starts, a bit for each: the first
    /// byte of every head; the heads of one byte, of two, of three; the first four bytes of the
    /// longer ones (hashed, like the three bytes: a collision only makes a place worth a look).
    /// They are kept in one array, at these offsets (in words), so that the scan reads them
    /// through one pointer.
    let startBits: [UInt64]
    static let firstBytesAt = 0
    static let headsOfOneAt = 4
    static let headsOfTwoAt = 8
    static let headsOfThreeAt = 8 + 1024
    static let headStartsAt = 8 + 2048

    init(terms: some Sequence<String>) {
        var byFirst = [[ArraySlice<UInt8>]](repeating: [], count: 256)
        var pairs = [UInt64](repeating: 0, count: 65_536 / 64)
        var keepsAll = false
        var firstBytes = [UInt64](repeating: 0, count: 4)
        var headsOfOne = firstBytes
        var headsOfTwo = pairs
        var headsOfThree = pairs
        var headStarts = pairs
        for term in Set(terms) {
            let head = Array(term.utf8.dropLast())[...]
            guard let first = head.first else {
                keepsAll = true
                continue
            }
            byFirst[Int(first)].append(head)
            let bytes = Array(head)
            Self.set(Int(first), in: &firstBytes)
            switch bytes.count {
            case 1: Self.set(Int(first), in: &headsOfOne)
            case 2: Self.set(Int(first) << 8 | Int(bytes[1]), in: &headsOfTwo)
            case 3: Self.set(Self.hash(bytes[0], bytes[1], bytes[2], 0), in: &headsOfThree)
            default: Self.set(Self.hash(bytes[0], bytes[1], bytes[2], bytes[3]), in: &headStarts)
            }
            let seconds = head.count > 1 ? [head[head.startIndex + 1]] : Array(0...UInt8.max)
            for second in seconds { Self.set(Int(first) << 8 | Int(second), in: &pairs) }
        }
        headsByFirstByte = byFirst
        self.pairs = pairs
        self.keepsAll = keepsAll
        startBits = firstBytes + headsOfOne + headsOfTwo + headsOfThree + headStarts
    }

    static func set(_ bit: Int, in bits: inout [UInt64]) {
        bits[bit >> 6] |= 1 << UInt64(bit & 63)
    }

    /// Where the first three or four bytes of a head have their bit among ``startBits``.
    static func hash(_ first: UInt8, _ second: UInt8, _ third: UInt8, _ fourth: UInt8) -> Int {
        (Int(first) &* 29_791 &+ Int(second) &* 961 &+ Int(third) &* 31 &+ Int(fourth)) & 0xFFFF
    }

    /// Whether `token` may be one of the terms, or a word one of them is a prefix of. The
    /// first two bytes settle it for most tokens; the rest are compared with the heads.
    @inline(__always)
    func mayMatch(_ token: SearchText.Token) -> Bool {
        guard !keepsAll else { return true }
        guard !token.range.isEmpty else { return false }
        let first = token.lowercased(at: 0)
        let pair = Int(first) << 8 | Int(token.range.count > 1 ? token.lowercased(at: 1) : 0)
        guard pairs[pair >> 6] & (1 << UInt64(pair & 63)) != 0 else { return false }
        return startsWithHead(token, first: first)
    }

    private func startsWithHead(_ token: SearchText.Token, first: UInt8) -> Bool {
        headsByFirstByte[Int(first)].contains { head in
            guard token.range.count >= head.count else { return false }
            var offset = 0
            for byte in head {
                if token.lowercased(at: offset) != byte { return false }
                offset += 1
            }
            return true
        }
    }
}
