/// A post as the rankings see it.
struct RankedPost: Equatable, CustomStringConvertible {
    var id: Int
    var likes: Int
    /// When it was posted, in seconds: a larger number is newer.
    var postedAt: Int

    var description: String { "#\(id)" }
}

/// An algorithm that orders the feed: the strategy interface.
protocol FeedRanking {
    func rank(_ posts: [RankedPost]) -> [RankedPost]
}
