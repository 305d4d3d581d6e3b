import Futubra

/// Everything that can go wrong in the structural family's examples.
///
/// One error enum for the module. Cases that carry a rejected value quote it in single
/// quotes in their message: `'eve' may not remove post '#4'`.
enum StructuralError: Error, Equatable, Sendable {
    /// The feed service could not be reached this time; a later attempt may succeed.
    case unavailable(attempt: Int)
    /// `user` may not perform `action`.
    case forbidden(user: UserName, action: String)
    /// A rule of the domain was broken (a missing post, an empty text...).
    case domain(FutubraError)
    /// The legacy API answered with a status code it uses for failure.
    case legacyStatus(Int)
    /// The legacy API sent JSON the adapter cannot read.
    case legacyPayload(String)
    /// A remote feed server could not be reached through its actor system.
    case remoteUnreachable(String)
    /// A media upload was refused: the file is larger than the limit.
    case mediaTooLarge(bytes: Int, limit: Int)
}

extension StructuralError: CustomStringConvertible {
    var description: String {
        switch self {
        case .unavailable(let attempt):
            "the feed service is unavailable (attempt '\(attempt)')"
        case .forbidden(let user, let action):
            "'\(user)' may not \(action)"
        case .domain(let error):
            error.description
        case .legacyStatus(let code):
            "the legacy API answered with status '\(code)'"
        case .legacyPayload(let reason):
            "the legacy API sent a payload the adapter cannot read: '\(reason)'"
        case .remoteUnreachable(let server):
            "the remote feed server '\(server)' cannot be reached"
        case .mediaTooLarge(let bytes, let limit):
            "a media file of '\(bytes)' bytes is larger than the limit of \(limit) bytes"
        }
    }
}
