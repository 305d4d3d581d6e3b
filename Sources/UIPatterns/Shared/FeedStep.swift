import Futubra

/// One thing the user does in the scripted session.
enum FeedStep: Equatable, Sendable {
    case open, retry
    case like(PostID)
    case unlike(PostID)
    case openComments(PostID)
    case comment(String)
    case back

    /// The step as a transcript heading.
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
}
