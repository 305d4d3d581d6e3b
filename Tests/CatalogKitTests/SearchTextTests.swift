import ContractSupport
import Testing

@testable import CatalogKit

/// The tokens of `text` by the rules ``SearchText/Tokens`` documents, written plainly over an
/// array: each token's word, lowercased, and whether it is a part of a longer identifier.
private func plainTokens(_ text: String) -> [String] {
    func isJoiner(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#")
    }
    func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte >= 0x80
    }
    func lowered(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self).lowercased() }
    var tokens: [String] = []
    var word: [UInt8] = []
    var sawJoiner = false
    func close() {
        while let last = word.last, isJoiner(last) { word.removeLast() }
        if !word.isEmpty {
            tokens.append(lowered(word))
            // The parts follow whenever a joiner was read, even one trimmed from the end.
            if sawJoiner {
                for part in word.split(whereSeparator: isJoiner) { tokens.append("part " + lowered(Array(part))) }
            }
        }
        word = []
        sawJoiner = false
    }
    for byte in text.utf8 {
        if isWordByte(byte) {
            word.append(byte)
        } else if byte == UInt8(ascii: "_") {
            if !word.isEmpty {
                word.append(byte)
                sawJoiner = true
            }
        } else if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") {
            close()
            word = [byte]
            sawJoiner = true
        } else if byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?") {
            if ["as", "try"].contains(lowered(word)) { word.append(byte) }
            close()
        } else {
            close()
        }
    }
    close()
    return tokens
}

/// What ``SearchText/Tokens`` reads in `text`, in the form of ``plainTokens(_:)``.
private func scannedTokens(_ text: String) -> [String] {
    var tokens: [String] = []
    SearchText.tokenize(text) { token in tokens.append((token.isPart ? "part " : "") + token.word) }
    return tokens
}

/// Every text of up to `length` pieces taken from `pieces`.
private func texts(of pieces: [String], upTo length: Int) -> [String] {
    var all = [""]
    var last = [""]
    for _ in 0..<length {
        last = last.flatMap { text in pieces.map { text + $0 } }
        all += last
    }
    return all
}

@Suite("Search reads text one way: the tokenizer and the query's filter", .timeLimit(.minutes(1)), .watchdog)
struct SearchTextTests {
    /// Letters of both cases, digits, each joiner, the operators' marks, a separator, a
    /// non-ASCII letter, and the two words an operator mark may close.
    static let pieces = ["a", "Z", "9", "_", "@", "#", "!", "?", " ", "é", "as", "tRy"]

    @Test("the tokenizer reads every text of up to four pieces as the plain rules do")
    func tokenizerFollowsThePlainRules() {
        var differences: [String] = []
        for text in texts(of: Self.pieces, upTo: 4) where scannedTokens(text) != plainTokens(text) {
            differences.append("'\(text)': \(scannedTokens(text)) against \(plainTokens(text))")
        }
        expect(differences.isEmpty, "\(differences.count) texts differ, first \(differences.prefix(3))")
        expect(
            scannedTokens("Use dispatch_once, @objc and as! here."),
            equals: [
                "use", "dispatch_once", "part dispatch", "part once", "@objc", "part objc", "and", "as!", "here",
            ])
    }

    @Test("the scan counts the words the tokenizer reads, and visits every token the index keeps")
    func scanCountsAndVisits() {
        // Short texts read byte by byte; long ones, joined from them at every offset and with
        // each separator, read eight bytes at once where they can.
        let short = texts(of: Self.pieces, upTo: 3)
        let long =
            [" ", ".", "\n", "_", "@", "é"].map { short.joined(separator: $0) }
            + (1...7).map { String(repeating: "x", count: $0) + short.joined(separator: " ") }
        let filters = [["za", "é9"], ["@a", "as!", "try?"], ["ass", "9z", "a_z"], ["atry", "tryas9"], ["a"]]
        var problems: [String] = []
        for terms in filters {
            let filter = TermFilter(terms: terms)
            for text in short + long {
                var expectedWords = 0
                var expectedKept: [String] = []
                SearchText.tokenize(text) { token in
                    if !token.isPart { expectedWords += 1 }
                    if !token.isASCII || filter.mayMatch(token) { expectedKept.append(token.word) }
                }
                var kept: [String] = []
                var copy = text
                let words = copy.withUTF8 { bytes in
                    filter.scan(bytes) { run in
                        var tokens = SearchText.Tokens(bytes, in: run)
                        while let token = tokens.next() {
                            if !token.isASCII || filter.mayMatch(token) { kept.append(token.word) }
                        }
                    }
                }
                if words != expectedWords || kept != expectedKept {
                    problems.append("'\(text.prefix(40))' for \(terms): \(words) words against \(expectedWords)")
                }
            }
        }
        expect(problems.isEmpty, "\(problems.count) texts, first \(problems.prefix(3))")
    }

    @Test("the query's filter never turns away a token whose term is wanted or starts with a wanted term")
    func filterNeverMisses() {
        // A term of two letters has a head of one byte; `@a` starts with a joiner; `as!` keeps its mark.
        let wanted = [["za", "é9"], ["@a", "as!", "try?"], ["ass", "9z", "a_z"]]
        var missed: [String] = []
        for terms in wanted {
            let filter = TermFilter(terms: terms)
            for text in texts(of: Self.pieces, upTo: 4) {
                SearchText.tokenize(text) { token in
                    let term = SearchText.stem(token.word)
                    if terms.contains(where: term.hasPrefix), !filter.mayMatch(token) {
                        missed.append("\(term) in '\(text)' for \(terms)")
                    }
                }
            }
        }
        expect(missed.isEmpty, "\(missed.count) missed, first \(missed.prefix(3))")
        // And it does turn tokens away: the point of the filter.
        let filter = TermFilter(terms: ["delegate"])
        var kept: [String] = []
        SearchText.tokenize("the delegates of a data source, deleted") { token in
            if filter.mayMatch(token) { kept.append(token.word) }
        }
        expect(kept, equals: ["delegates"])
    }
}
