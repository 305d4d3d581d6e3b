/// Everything that can go wrong in the communication family's examples.
///
/// Every case that carries a rejected value quotes it in its message, so a learner sees at
/// once what was wrong: `no key 'likez' on Post`.
package enum CommunicationError: Error, Equatable, Sendable {
    /// A string key that the type's key table does not hold.
    case unknownKey(String, type: String)
    /// A value of the wrong type was given for a key.
    case typeMismatch(key: String, expected: String)
    /// The key can be read but not written.
    case readOnlyKey(String, type: String)
    /// A collection operator (`@sum`, `@avg`...) that is not known, or that cannot apply.
    case unknownOperator(String)
    /// The operation ended without ever calling its completion handler.
    case neverCompleted(String)
    /// The caller stopped waiting, and the operation was cancelled before it answered.
    case cancelled(String)
    /// A post the feed does not hold.
    case postNotFound(Int)
}

extension CommunicationError: CustomStringConvertible {
    package var description: String {
        switch self {
        case .unknownKey(let key, let type):
            "no key '\(key)' on \(type)"
        case .typeMismatch(let key, let expected):
            "key '\(key)' needs \(expected)"
        case .readOnlyKey(let key, let type):
            "key '\(key)' of \(type) is read-only"
        case .unknownOperator(let name):
            "no collection operator '\(name)'"
        case .neverCompleted(let operation):
            "'\(operation)' never called its completion handler"
        case .cancelled(let operation):
            "'\(operation)' was cancelled"
        case .postNotFound(let id):
            "no post with id '\(id)'"
        }
    }
}
