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
        tokenize(text) { bytes, isASCII, isPart in
            if !isPart { words.append(stem(word(bytes, isASCII: isASCII))) }
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
        tokenize(text) { bytes, isASCII, isPart in body(stem(word(bytes, isASCII: isASCII)), isPart) }
    }

    /// Like ``indexTerms(in:_:)``, but makes a term (a `String`) only of the tokens `filter`
    /// may want: for the others `body` gets `nil`. Indexing for one query reads every entry
    /// whole while wanting a handful of words, so most tokens never become strings.
    static func indexTerms(in text: String, keeping filter: TermFilter, _ body: (String?, _ isPart: Bool) -> Void) {
        tokenize(text) { bytes, isASCII, isPart in
            body(!isASCII || filter.mayMatch(bytes) ? stem(word(bytes, isASCII: isASCII)) : nil, isPart)
        }
    }

    private static func word(_ bytes: ArraySlice<UInt8>, isASCII: Bool) -> String {
        let word = String(decoding: bytes, as: UTF8.self)
        return isASCII ? word : word.lowercased()
    }

    /// The parts of an identifier such as `dispatch_once` or `@objc`: `dispatch`, `once`; `objc`.
    static func parts(of term: String) -> [String] {
        guard term.utf8.contains(where: isJoiner) else { return [] }
        return term.utf8.split(whereSeparator: isJoiner).map { stem(String(decoding: $0, as: UTF8.self)) }
    }

    private static func isJoiner(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#")
    }

    /// Lowercased runs of letters, digits and `_`, with a leading `@` or `#` kept (and the `!`
    /// or `?` of `as` and `try`); for an identifier with `_`, `@` or `#`, its parts follow it
    /// (marked as parts).
    ///
    /// Scans UTF-8 bytes: ASCII is lowercased, any non-ASCII byte is kept as part of a word (so
    /// `naïve` stays one word), everything else separates words. Search reads every entry
    /// whole, so this is its hot path.
    private static func tokenize(_ text: String, _ body: (ArraySlice<UInt8>, _ isASCII: Bool, _ isPart: Bool) -> Void) {
        var current: [UInt8] = []
        current.reserveCapacity(32)
        var isASCII = true
        var hasJoiner = false
        func flush() {
            // A lone or trailing joiner ("@", "snake_") is punctuation, not part of the word.
            while let last = current.last, isJoiner(last) { current.removeLast() }
            if !current.isEmpty {
                body(current[...], isASCII, false)
                if hasJoiner {
                    for part in current.split(whereSeparator: isJoiner) { body(part, isASCII, true) }
                }
            }
            current.removeAll(keepingCapacity: true)
            isASCII = true
            hasJoiner = false
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                current.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                current.append(byte + 32)
            case UInt8(ascii: "_"):
                if !current.isEmpty {
                    current.append(byte)
                    hasJoiner = true
                }
            case UInt8(ascii: "@"), UInt8(ascii: "#"):
                // Only at the start of a word: `@objc`, `#selector`, `@sum`.
                flush()
                current.append(byte)
                hasJoiner = true
            case UInt8(ascii: "!"), UInt8(ascii: "?"):
                // Swift's forced and optional operators stay whole: `as!`, `as?`, `try!`, `try?`.
                if current.elementsEqual("as".utf8) || current.elementsEqual("try".utf8) { current.append(byte) }
                flush()
            case 0x80...:
                current.append(byte)
                isASCII = false
            default:
                flush()
            }
        }
        flush()
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
    private let heads: [[UInt8]]

    init(terms: some Sequence<String>) {
        heads = Set(terms).map { Array($0.utf8.dropLast()) }
    }

    func mayMatch(_ token: ArraySlice<UInt8>) -> Bool {
        heads.contains { head in token.count >= head.count && token.starts(with: head) }
    }
}
