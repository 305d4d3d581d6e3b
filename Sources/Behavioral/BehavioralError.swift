import Futubra

/// Everything that can go wrong in the behavioral family's examples.
///
/// One error enum for the module; every case that carries a rejected value quotes it in its
/// message, so a learner sees at once what was wrong.
enum BehavioralError: Error, Equatable, Sendable {
    /// The feed refused a change (unknown post, unknown comment, duplicate id).
    case feed(FutubraError)
    /// A like by a user who already likes the post.
    case alreadyLiked(PostID, by: UserName)
    /// An unlike by a user who does not like the post.
    case notLiked(PostID, by: UserName)
    /// Undo with an empty undo stack.
    case nothingToUndo
    /// Redo with an empty redo stack.
    case nothingToRedo
    /// A state machine refused an event in its current state.
    case illegalTransition(from: String, event: String)
    /// A post that is not published refused a like.
    case notAcceptingLikes(PostID, phase: String)
    /// No feed ordering has this name.
    case unknownOrdering(String)
    /// A memento's archive could not be read back.
    case corruptMemento(String)
    /// A feed filter could not be parsed: the query, the 1-based column, and why.
    case malformedQuery(String, position: Int, reason: String)
}

extension BehavioralError: CustomStringConvertible {
    var description: String {
        switch self {
        case .feed(let error):
            error.description
        case .alreadyLiked(let post, let user):
            "'\(user)' already likes post '\(post.rawValue)'"
        case .notLiked(let post, let user):
            "'\(user)' does not like post '\(post.rawValue)'"
        case .nothingToUndo:
            "there is nothing to undo"
        case .nothingToRedo:
            "there is nothing to redo"
        case .illegalTransition(let state, let event):
            "'\(event)' is not allowed in state '\(state)'"
        case .notAcceptingLikes(let post, let phase):
            "post '\(post.rawValue)' accepts no likes while '\(phase)'"
        case .unknownOrdering(let name):
            "no feed ordering is called '\(name)'"
        case .corruptMemento(let reason):
            "the saved draft cannot be restored: '\(reason)'"
        case .malformedQuery(let query, let position, let reason):
            "query '\(query)', column \(position): \(reason)"
        }
    }
}
