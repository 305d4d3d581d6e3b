/// A post as the feed screen shows it.
struct FeedPost: Equatable {
    let id: Int
    let author: String
    var likes: Int
    var likedByMe: Bool
}

/// What the feed screen's view model needs from the server.
protocol FeedServer {
    /// The feed, newest first.
    func loadFeed() throws -> [FeedPost]
    /// Likes the post, or takes the like back; returns the post as the server stored it.
    func toggleLike(_ post: Int) -> FeedPost?
}
