/// A loader that retries another one's transient failures, up to `attempts` calls in all.
///
/// ```swift
/// let loader = RetryingFeedLoader(base: NetworkFeedLoader(), attempts: 3)
/// ```
struct RetryingFeedLoader: FeedLoader {
    let base: any FeedLoader
    let attempts: Int

    /// The base loader's feed; a transient failure is tried again until `attempts` calls
    /// have been made, any other error is passed on at once.
    func loadFeed() throws -> [Int] {
        var attempt = 1
        while true {
            do {
                return try base.loadFeed()
            } catch let error as FeedLoadError where error.isTransient && attempt < attempts {
                attempt += 1
            }
        }
    }
}
