import Futubra

/// Force unwrapping and force casting: a post's like count read from a server payload with a
/// forced cast of `payload["likes"]` to `Int` and a forced unwrap of `feed.post(id: id)`.
///
/// The catalogue keeps the two force operators out of its sources, so ``forced(_:)`` and
/// ``forcedCast(_:to:)`` spell out exactly what they do: hand back the value, or stop the
/// process. A payload whose `likes` is the string `"3"`, or an id that is not in the
/// feed, ends the app.
///
/// ```swift
/// ForcedReads.likes(of: PostID(4), payload: ["likes": 3], feed: feed)   // "#4 anna: 3 likes"
/// ```
enum ForcedReads {
    /// `#4 anna: 3 likes`, with the author from the feed and the count from the payload.
    static func likes(of id: PostID, payload: [String: Any], feed: Feed) -> String {
        let post = forced(feed.post(id: id))
        let count = forcedCast(payload["likes"], to: Int.self)
        return "\(id) \(post.author): \(count) likes"
    }

    /// What a forced unwrap of `value` does.
    static func forced<Value>(_ value: Value?) -> Value {
        guard let value else { preconditionFailure("Unexpectedly found nil while unwrapping an Optional value") }
        return value
    }

    /// What a forced cast of `value` to `Value` does.
    static func forcedCast<Value>(_ value: Any?, to type: Value.Type) -> Value {
        guard let value = value as? Value else { preconditionFailure("Could not cast value to \(Value.self)") }
        return value
    }
}

/// The same read with `guard let` and `as?`: a missing post or a wrong type is an error the
/// screen can show, and the app goes on.
enum CheckedReads {
    /// `#4 anna: 3 likes`, or an error naming what was wrong.
    static func likes(of id: PostID, payload: [String: Any], feed: Feed) throws(SmellError) -> String {
        guard let post = feed.post(id: id) else { throw .missing("post \(id)") }
        guard let count = payload["likes"] as? Int else {
            throw .wrongType(field: "likes", value: "\(payload["likes"] ?? "nothing")")
        }
        return "\(id) \(post.author): \(count) likes"
    }
}

/// What the smell entries' fixed versions report instead of crashing or staying silent.
enum SmellError: Error, Equatable, CustomStringConvertible {
    /// Something looked up is not there.
    case missing(String)
    /// A field held a value of the wrong type.
    case wrongType(field: String, value: String)
    /// A line of input could not be read.
    case unreadable(line: Int, reason: String)

    var description: String {
        switch self {
        case .missing(let what): "'\(what)' does not exist"
        case .wrongType(let field, let value): "field '\(field)' holds '\(value)', not a number"
        case .unreadable(let line, let reason): "line \(line): \(reason)"
        }
    }
}
