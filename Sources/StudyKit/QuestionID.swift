import Foundation

/// Which question a history belongs to: the entry's id and a fingerprint of the question's
/// words, written `observer:3b0f6e1c2d4a5968` in the progress file.
///
/// The identity is chosen so that a learner's history outlives new versions of the
/// catalogue:
///
/// - The answer is not part of it (``StudyQuestion`` is never given one): improving an
///   answer keeps every question's history.
/// - Edits that change no word keep it too: letter case, spacing and line breaks, Markdown
///   code and emphasis marks (`` ` `` and `*`), curly or straight quotes, compatibility forms
///   of characters (Unicode NFKC), and the punctuation at the end (`?`, `.`, `!`, `:`).
/// - A change of wording makes a new question, with no history. The grade was given to the
///   question as it was asked; a reworded question may ask something else, and carrying a
///   "known" over would keep it out of review. The old record stays in the file, counted
///   nowhere (only the catalogue's current questions are asked about), so restoring the old
///   wording restores its history.
/// - The entry is part of it: the same question under two entries has two histories, since
///   each entry answers it its own way.
///
/// The fingerprint is the 64-bit FNV-1a hash of the normalized text's UTF-8 bytes, a
/// function fixed here for good (Swift's `Hasher` is seeded anew in every process, so it
/// cannot name anything stored). Two questions of one entry would have to collide in 64
/// bits to share a history.
///
/// ```swift
/// let id = QuestionID(entry: "observer", question: "What is the *observer* pattern?")
/// id.key   // "observer:…", the same as for "what is the observer pattern"
/// ```
public struct QuestionID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The id of the entry the question belongs to.
    public let entry: String
    /// The FNV-1a hash of ``normalized(_:)`` of the question.
    public let fingerprint: UInt64

    /// The identity of `question` in entry `entry`.
    public init(entry: String, question: String) {
        self.entry = entry
        fingerprint = Self.fnv1a(Self.normalized(question))
    }

    /// The identity written `key` (`entry:sixteen-hex-digits`), or nil when `key` is not one.
    public init?(key: String) {
        let bytes = key.utf8
        guard bytes.count > 17, let colon = bytes.index(bytes.endIndex, offsetBy: -17, limitedBy: bytes.startIndex),
            bytes[colon] == UInt8(ascii: ":")
        else { return nil }
        var fingerprint: UInt64 = 0
        for byte in bytes[bytes.index(after: colon)...] {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                fingerprint = fingerprint << 4 | UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"):
                fingerprint = fingerprint << 4 | UInt64(byte - UInt8(ascii: "a") + 10)
            default: return nil
            }
        }
        let entry = String(key[..<colon])
        guard Self.isEntryID(entry) else { return nil }
        self.entry = entry
        self.fingerprint = fingerprint
    }

    /// `entry:fingerprint`, the fingerprint in sixteen lowercase hexadecimal digits.
    public var key: String {
        let hex = String(fingerprint, radix: 16)
        return entry + ":" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    public var description: String { key }

    public static func < (left: QuestionID, right: QuestionID) -> Bool {
        (left.entry, left.fingerprint) < (right.entry, right.fingerprint)
    }

    /// The question's words, with every edit that changes no word undone: NFKC, curly quotes
    /// made straight, `` ` `` and `*` removed, lowercase, one space between words, and no
    /// `?`, `.`, `!` or `:` at the end.
    public static func normalized(_ question: String) -> String {
        // ASCII text is its own NFKC form and holds no curly quote, so the same edits can be
        // made on its bytes: most of the cost of naming every question of the catalogue.
        question.utf8.allSatisfy { $0 < 0x80 } ? asciiNormalized(question) : unicodeNormalized(question)
    }

    /// ``normalized(_:)`` for any text.
    static func unicodeNormalized(_ question: String) -> String {
        var text = question.precomposedStringWithCompatibilityMapping
        for (curly, straight) in [("\u{2018}", "'"), ("\u{2019}", "'"), ("\u{201C}", "\""), ("\u{201D}", "\"")] {
            text = text.replacingOccurrences(of: curly, with: straight)
        }
        text = text.lowercased()
        text.removeAll { $0 == "`" || $0 == "*" }
        var words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        while let last = words.last, "?.!:".contains(last) || last.isWhitespace {
            words.removeLast()
        }
        return words
    }

    /// ``normalized(_:)`` for ASCII text, byte by byte: the same result as
    /// ``unicodeNormalized(_:)`` (a test compares them), several times faster.
    static func asciiNormalized(_ question: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(question.utf8.count)
        var space = false
        for byte in question.utf8 {
            switch byte {
            case UInt8(ascii: "`"), UInt8(ascii: "*"):
                continue
            case 0x09...0x0D, 0x20:  // the ASCII characters with the Unicode White_Space property
                space = !bytes.isEmpty
            default:
                if space { bytes.append(0x20) }
                space = false
                bytes.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
            }
        }
        while let last = bytes.last,
            [0x20, UInt8(ascii: "?"), UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: ":")].contains(last)
        {
            bytes.removeLast()
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `text` is an entry id: lowercase letters and digits in words joined by `-`.
    static func isEntryID(_ text: String) -> Bool {
        var previous = UInt8(ascii: "-")
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): break
            case UInt8(ascii: "-") where previous != UInt8(ascii: "-"): break
            default: return false
            }
            previous = byte
        }
        return previous != UInt8(ascii: "-")
    }

    /// 64-bit FNV-1a.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}

/// A question of the catalogue, as the study tools see it: the entry it belongs to, its
/// text, and its identity.
///
/// The command line makes one for each `### Q:` of each entry; the answer stays with the
/// catalogue (see ``QuestionID`` for why it is not part of the identity).
public struct StudyQuestion: Hashable, Sendable {
    /// The id of the entry that asks it.
    public let entry: String
    /// The question as the catalogue words it now.
    public let text: String
    /// Its identity across catalogue versions.
    public let id: QuestionID

    public init(entry: String, text: String) {
        self.entry = entry
        self.text = text
        id = QuestionID(entry: entry, question: text)
    }
}
