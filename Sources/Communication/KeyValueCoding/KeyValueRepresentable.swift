import Futubra

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
