/// What happened in the feed, as subscribers hear it.
enum FeedEvent: Equatable, CustomStringConvertible {
    case postLiked(Int)
    case commentAdded(Int)

    var description: String {
        switch self {
        case .postLiked(let post): "postLiked(#\(post))"
        case .commentAdded(let post): "commentAdded(#\(post))"
        }
    }
}
