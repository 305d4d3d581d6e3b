/// A Futubra user's name: 1 to 32 letters, digits, `.`, `_` or `-`.
///
/// The rules live in the type, so every `UserName` in the program is valid and a post's
/// author can be trusted without checking again.
///
/// ```swift
/// let anna = try UserName("anna")
/// ```
package struct UserName: Hashable, Comparable, Sendable {
    /// The name as typed.
    package let rawValue: String

    /// The longest name accepted.
    package static let maximumLength = 32

    /// Validates `rawValue`; throws ``FutubraError/invalidUserName(_:reason:)`` when it breaks a rule.
    package init(_ rawValue: String) throws(FutubraError) {
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

    package static func < (lhs: UserName, rhs: UserName) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

extension UserName: CustomStringConvertible {
    package var description: String { rawValue }
}

extension UserName: Codable {
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        do {
            try self.init(raw)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
