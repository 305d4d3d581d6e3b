/// A loader that retries another one's transient failures, up to `attempts` calls in all.
///
/// ```swift
/// let loader = RetryingFeedLoader(base: NetworkFeedLoader(), attempts: 3)
/// ```
struct RetryingFeedLoader: FeedLoader {
    let base: any FeedLoader
    let attempts: Int

    /// TODO: retry transient failures; give up after `attempts` calls.
    func loadFeed() throws -> [Int] {
        try base.loadFeed()
    }
}
