import Futubra

/// One thing the user does in the scripted session.
enum FeedStep: Equatable, Sendable {
    case open, retry
    case like(PostID)
    case unlike(PostID)
    case openComments(PostID)
    case comment(String)
    case back

    /// The step as a heading of the run.
    var title: String {
        switch self {
        case .open: "open the app (the first request fails)"
        case .retry: "tap Retry"
        case .like(let id): "like \(id)"
        case .unlike(let id): "unlike \(id)"
        case .openComments(let id): "open the comments of \(id)"
        case .comment(let text): text.isEmpty ? "send an empty comment" : "comment '\(text)'"
        case .back: "go back"
        }
    }

    /// The screen the user touches in this step, by the name every architecture gives its
    /// view controller: the feed until the comments are open.
    var screen: String {
        switch self {
        case .open, .retry, .like, .unlike, .openComments: "FeedViewController"
        case .comment, .back: "CommentsViewController"
        }
    }
}
