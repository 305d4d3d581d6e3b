/// A Futubra user's name: 1 to 32 letters, digits, `.`, `_` or `-`.
///
/// The rules live in the type, so every `UserName` in the program is valid and a post's
/// author can be trusted without checking again.
///
/// ```swift
/// let anna = try UserName("anna")
/// ```
public struct UserName: Hashable, Comparable, Sendable {
    /// The name as typed.
    public let rawValue: String

    /// The longest name accepted.
    public static let maximumLength = 32

    /// Validates `rawValue`; throws ``FutubraError/invalidUserName(_:reason:)`` when it breaks a rule.
    public init(_ rawValue: String) throws(FutubraError) {
        if rawValue.isEmpty {
            throw .invalidUserName(rawValue, reason: "is empty")
        }
        if rawValue.count > Self.maximumLength {
            throw .invalidUserName(rawValue, reason: "is longer than \(Self.maximumLength) characters")
        }
        let allowed = rawValue.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar)
        }
        if !allowed {
            throw .invalidUserName(rawValue, reason: "may hold only letters, digits, '.', '_' and '-'")
        }
        self.rawValue = rawValue
    }

    /// A name the module itself spells as a literal (the sample users); skips validation.
    init(trusted rawValue: String) {
        self.rawValue = rawValue
    }

    public static func < (lhs: UserName, rhs: UserName) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

extension UserName: CustomStringConvertible {
    public var description: String { rawValue }
}

extension UserName: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        do {
            try self.init(raw)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
