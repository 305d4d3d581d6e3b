import Futubra

/// What a user does on the feed screen: the input both feed screens take.
enum FeedScreenAction: Equatable, Sendable {
    case like(PostID, UserName)
    case unlike(PostID, UserName)
    case comment(PostID, UserName, String)
    case open(PostID)
    case back
}
