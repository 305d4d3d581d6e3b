/// Newest first.
struct NewestFirst: FeedRanking {
    func rank(_ posts: [RankedPost]) -> [RankedPost] {
        posts.sorted { $0.postedAt > $1.postedAt }
    }
}

/// Most liked first; between posts with as many likes, the newer first.
struct MostLiked: FeedRanking {
    func rank(_ posts: [RankedPost]) -> [RankedPost] {
        posts.sorted { ($0.likes, $0.postedAt) > ($1.likes, $1.postedAt) }
    }
}

/// The feed screen: it shows the posts in the order its ranking gives, and the user can
/// switch the ranking at any moment (the context of the strategy pattern).
final class RankedFeedScreen {
    var ranking: any FeedRanking

    init(ranking: any FeedRanking) {
        self.ranking = ranking
    }

    /// The posts in the order the current ranking gives: the screen knows no ranking's
    /// rule, it asks the one it holds now.
    func arrange(_ posts: [RankedPost]) -> [RankedPost] {
        ranking.rank(posts)
    }
}
