/// A post as the server sends it to the presenter.
struct PresentedPost: Equatable {
    let id: Int
    let author: String
    var likes: Int
    var likedByMe: Bool
}

/// What the feed presenter needs from the server.
protocol FeedBackend {
    /// The feed, newest first.
    func loadPosts() throws -> [PresentedPost]
    /// Likes the post, or takes the like back; returns the post as the server stored it.
    func toggleLike(_ post: Int) -> PresentedPost?
}

/// The passive view: it shows the lines it is given, one a row, and forwards taps to its
/// presenter. It decides nothing.
protocol FeedView: AnyObject {
    /// Shows `lines`: a post as `#3 cleo ♥1 [Unlike]`, an error as `! the reason` and `[Retry]`.
    func display(_ lines: [String])
}
