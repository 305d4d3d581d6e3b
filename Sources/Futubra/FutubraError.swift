/// Everything that can go wrong when building or changing Futubra values.
///
/// Every case that carries a rejected value quotes it in its message, so a learner sees at
/// once what was wrong: `user name 'an na' may hold only letters, digits, '.', '_' and '-'`.
package enum FutubraError: Error, Equatable, Sendable {
    /// Text content must hold at least one character that is not white space.
    case emptyText
    /// A user name broke its rules; `reason` says which.
    case invalidUserName(String, reason: String)
    /// A media URL is not an absolute `http` or `https` URL with a host.
    case invalidMediaURL(String, reason: String)
    /// A feed already holds a post with this id.
    case duplicatePost(PostID)
    /// No post with this id.
    case postNotFound(PostID)
    /// A post already holds a comment with this id.
    case duplicateComment(CommentID)
    /// No comment with this id.
    case commentNotFound(CommentID)
    /// JSON did not describe a valid value: `field` is the path to the bad field.
    case invalidJSON(field: String, reason: String)
}

extension FutubraError: CustomStringConvertible {
    package var description: String {
        switch self {
        case .emptyText:
            "text content needs at least one character that is not white space"
        case .invalidUserName(let name, let reason):
            "user name '\(name)' \(reason)"
        case .invalidMediaURL(let url, let reason):
            "media URL '\(url)' \(reason)"
        case .duplicatePost(let id):
            "the feed already has a post with id '\(id.rawValue)'"
        case .postNotFound(let id):
            "no post with id '\(id.rawValue)'"
        case .duplicateComment(let id):
            "the post already has a comment with id '\(id.rawValue)'"
        case .commentNotFound(let id):
            "no comment with id '\(id.rawValue)'"
        case .invalidJSON(let field, let reason):
            "invalid JSON at '\(field)': \(reason)"
        }
    }
}
