import Futubra

/// A value read or written by string key: the typed stand-in for Cocoa's `Any?` and `NSNumber`.
///
/// A closed set of cases, so a caller switches over what it got instead of casting, and
/// values compare with `==` in tests.
enum KeyValue: Equatable, Sendable {
    case int(Int)
    case double(Double)
    case string(String)
    case bool(Bool)
    /// No value (an optional property holding `nil`, or `@avg` of nothing).
    case null
    /// One value per element, for a plain key applied to a collection.
    case array([KeyValue])

    /// The name of the case, for error messages: `an Int`, `a String`...
    var typeName: String {
        switch self {
        case .int: "an Int"
        case .double: "a Double"
        case .string: "a String"
        case .bool: "a Bool"
        case .null: "nil"
        case .array: "an array"
        }
    }
}

extension KeyValue: CustomStringConvertible {
    var description: String {
        switch self {
        case .int(let value): "\(value)"
        case .double(let value): "\(value)"
        case .string(let value): "\"\(value)\""
        case .bool(let value): "\(value)"
        case .null: "nil"
        case .array(let values): "[\(values.map(\.description).joined(separator: ", "))]"
        }
    }
}

/// A Swift type that can travel as a ``KeyValue``.
protocol KeyValueRepresentable: SendableMetatype {
    /// The value as a ``KeyValue``.
    var keyValue: KeyValue { get }
    /// The value from `keyValue`, or `nil` when it is of the wrong kind or invalid.
    init?(keyValue: KeyValue)
    /// How error messages name the expected kind: `an Int`.
    static var keyValueTypeName: String { get }
}

extension Int: KeyValueRepresentable {
    var keyValue: KeyValue { .int(self) }
    init?(keyValue: KeyValue) {
        guard case .int(let value) = keyValue else { return nil }
        self = value
    }
    static var keyValueTypeName: String { "an Int" }
}

extension Bool: KeyValueRepresentable {
    var keyValue: KeyValue { .bool(self) }
    init?(keyValue: KeyValue) {
        guard case .bool(let value) = keyValue else { return nil }
        self = value
    }
    static var keyValueTypeName: String { "a Bool" }
}

extension String: KeyValueRepresentable {
    var keyValue: KeyValue { .string(self) }
    init?(keyValue: KeyValue) {
        guard case .string(let value) = keyValue else { return nil }
        self = value
    }
    static var keyValueTypeName: String { "a String" }
}

extension UserName: KeyValueRepresentable {
    var keyValue: KeyValue { .string(rawValue) }
    init?(keyValue: KeyValue) {
        guard case .string(let raw) = keyValue, let name = try? UserName(raw) else { return nil }
        self = name
    }
    static var keyValueTypeName: String { "a valid user name" }
}

extension Optional: KeyValueRepresentable where Wrapped: KeyValueRepresentable {
    var keyValue: KeyValue { map(\.keyValue) ?? .null }
    init?(keyValue: KeyValue) {
        if keyValue == .null {
            self = .none
        } else if let wrapped = Wrapped(keyValue: keyValue) {
            self = .some(wrapped)
        } else {
            return nil
        }
    }
    static var keyValueTypeName: String { "\(Wrapped.keyValueTypeName) or nil" }
}
