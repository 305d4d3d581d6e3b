import Futubra

/// A feed page with its thumbnails: the job every loader of this entry does.
struct LoadedPage: Equatable, Sendable {
    /// The page's posts, in feed order.
    let posts: [PostID]
    /// Each post's thumbnail.
    let thumbnails: [PostID: String]
}

/// Loads the feed page, then every post's thumbnail with at most `limit` downloads at once;
/// cancelling the calling task stops it starting new downloads and ends it with
/// `CancellationError`.
protocol FeedPageLoading: Sendable {
    func load(limit: Int) async throws -> LoadedPage
}
