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
