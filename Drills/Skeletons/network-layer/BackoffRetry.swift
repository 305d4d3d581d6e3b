/// An endpoint that retries another one's transient failures, up to `attempts` calls in all,
/// waiting before each retry: `firstWait`, then twice as long each time, never longer than
/// `cap`. It waits through `wait`, so that a test can record the waits instead of sleeping.
///
/// ```swift
/// let posts = BackoffRetry(
///     base: NetworkPosts(), attempts: 4, firstWait: .milliseconds(100), cap: .seconds(2),
///     wait: { Thread.sleep(forTimeInterval: Double($0.components.seconds)) })
/// ```
struct BackoffRetry: PostsEndpoint {
    let base: any PostsEndpoint
    let attempts: Int
    let firstWait: Duration
    let cap: Duration
    let wait: (Duration) -> Void

    /// TODO: retry transient failures, waiting before each retry (firstWait, doubled each
    /// time, at most cap); give up after `attempts` calls with the last error; pass a
    /// refusal on at once.
    func loadPosts() throws -> [Int] {
        try base.loadPosts()
    }
}
