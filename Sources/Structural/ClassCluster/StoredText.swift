/// Text as Futubra's feed cache stores it: one public type whose factory picks a private
/// representation to suit the text, the way `NSNumber`, `NSString` and `NSArray` do.
///
/// Callers only ever see `StoredText`. Behind it, ``init(_:)`` chooses:
/// - ``Representation/inlineASCII``: up to 15 ASCII bytes packed into two machine words,
///   with no heap allocation (like a tagged-pointer `NSString`);
/// - ``Representation/asciiBytes``: longer ASCII text as a byte array, whose character
///   count is its byte count;
/// - ``Representation/unicode``: anything else, as a `String`.
///
/// Every operation answers the same for every representation; an operation that builds
/// a new value (``appending(_:)``) goes through the factory again, so the value may move
/// to another representation.
///
/// ```swift
/// let short = StoredText("Welcome!")          // inline
/// let long = short.appending(" Glad you are here.")   // ASCII bytes
/// long.string                                  // "Welcome! Glad you are here."
/// ```
struct StoredText: Sendable {
    /// The representations the factory can choose; visible inside the module for tests only.
    enum Representation: String, Sendable {
        case inlineASCII = "inline ASCII"
        case asciiBytes = "ASCII bytes"
        case unicode
    }

    private let storage: any TextStorage

    /// The factory: stores `text` in the cheapest representation that can hold it.
    init(_ text: String) {
        let bytes = Array(text.utf8)
        // Carriage returns are excluded: "\r\n" is one Character but two bytes, which would
        // break the ASCII representations' "one byte, one character" rule.
        let isSimpleASCII = bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
        if isSimpleASCII, let inline = InlineASCII(bytes) {
            storage = inline
        } else if isSimpleASCII {
            storage = ASCIIBytes(bytes: bytes)
        } else {
            storage = UnicodeText(text: text)
        }
    }

    /// The text.
    var string: String { storage.string }

    /// How many characters the text has.
    ///
    /// - Complexity: O(1) for the ASCII representations, O(n) for Unicode text.
    var count: Int { storage.count }

    /// The text followed by `other`, stored in whatever representation fits the result.
    func appending(_ other: String) -> StoredText {
        StoredText(storage.string + other)
    }

    /// Which representation the factory chose (for tests and the example; callers never need it).
    var representation: Representation { storage.representation }
}

extension StoredText: Hashable {
    static func == (lhs: StoredText, rhs: StoredText) -> Bool {
        lhs.string == rhs.string
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(string)
    }
}

extension StoredText: CustomStringConvertible {
    var description: String { string }
}

/// What every private representation provides.
private protocol TextStorage: Sendable {
    var string: String { get }
    var count: Int { get }
    var representation: StoredText.Representation { get }
}

/// Up to 15 ASCII bytes in two words; the top byte of `high` holds the length.
private struct InlineASCII: TextStorage {
    static let capacity = 15
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    init?(_ bytes: [UInt8]) {
        guard bytes.count <= Self.capacity else { return nil }
        for (index, byte) in bytes.enumerated() {
            if index < 8 {
                low |= UInt64(byte) << (8 * UInt64(index))
            } else {
                high |= UInt64(byte) << (8 * UInt64(index - 8))
            }
        }
        high |= UInt64(bytes.count) << 56
    }

    var count: Int { Int(high >> 56) }

    var string: String {
        // Typed step by step: as one untyped expression this took the type checker seconds.
        let bytes: [UInt8] = (0..<count).map { (index: Int) -> UInt8 in
            let word: UInt64 = index < 8 ? low : high
            let shift: UInt64 = 8 * UInt64(index < 8 ? index : index - 8)
            return UInt8(truncatingIfNeeded: word >> shift)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    var representation: StoredText.Representation { .inlineASCII }
}

/// ASCII text of any length: one byte per character.
private struct ASCIIBytes: TextStorage {
    let bytes: [UInt8]
    var count: Int { bytes.count }
    var string: String { String(decoding: bytes, as: UTF8.self) }
    var representation: StoredText.Representation { .asciiBytes }
}

/// Any text at all.
private struct UnicodeText: TextStorage {
    let text: String
    var count: Int { text.count }
    var string: String { text }
    var representation: StoredText.Representation { .unicode }
}
