import Foundation

/// Reads and writes Futubra values as JSON, with errors that name the field and the reason.
///
/// ```swift
/// let data = try FutubraJSON.encode(feed)
/// let copy = try FutubraJSON.decode(Feed.self, from: data)   // copy == feed
/// ```
package enum FutubraJSON {
    /// `value` as JSON with sorted keys, so the same value always gives the same bytes.
    package static func encode<Value: Encodable>(_ value: Value) throws(FutubraError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(value)
        } catch {
            throw .invalidJSON(field: "(root)", reason: "cannot be encoded: \(error)")
        }
    }

    /// Decodes `Value` from `data`; throws ``FutubraError/invalidJSON(field:reason:)`` naming
    /// the field (as a path such as `posts[1].content.url`) and why it was rejected.
    package static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws(FutubraError) -> Value {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw describe(error)
        } catch {
            throw .invalidJSON(field: "(root)", reason: "\(error)")
        }
    }

    private static func describe(_ error: DecodingError) -> FutubraError {
        switch error {
        case .keyNotFound(let key, let context):
            return .invalidJSON(field: path(context.codingPath + [key]), reason: "is missing")
        case .valueNotFound(let type, let context):
            return .invalidJSON(field: path(context.codingPath), reason: "is null, expected \(typeName(type))")
        case .typeMismatch(let type, let context):
            return .invalidJSON(field: path(context.codingPath), reason: "expected \(typeName(type))")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return .invalidJSON(field: "(root)", reason: "is not valid JSON")
            }
            return .invalidJSON(field: path(context.codingPath), reason: context.debugDescription)
        @unknown default:
            return .invalidJSON(field: "(root)", reason: "\(error)")
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a number"
        case is [Any].Type: "an array"
        default: "\(type)"
        }
    }

    /// `posts[1].content.url` from a coding path.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "(root)" : text
    }
}
