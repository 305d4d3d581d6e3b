/// Newest first. TODO
struct NewestFirst: FeedRanking {
    func rank(_ posts: [RankedPost]) -> [RankedPost] {
        posts
    }
}

/// Most liked first; between posts with as many likes, the newer first. TODO
struct MostLiked: FeedRanking {
    func rank(_ posts: [RankedPost]) -> [RankedPost] {
        posts
    }
}

/// The feed screen: it shows the posts in the order its ranking gives, and the user can
/// switch the ranking at any moment (the context of the strategy pattern). TODO
final class RankedFeedScreen {
    var ranking: any FeedRanking

    init(ranking: any FeedRanking) {
        self.ranking = ranking
    }

    /// The posts in the order the current ranking gives. TODO
    func arrange(_ posts: [RankedPost]) -> [RankedPost] {
        posts
    }
}
