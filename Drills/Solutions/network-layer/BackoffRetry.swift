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

    /// Calls the endpoint until a call succeeds, a refusal comes, or `attempts` calls have
    /// failed; waits only between two calls, never before the first or after the last.
    func loadPosts() throws -> [Int] {
        var delay = firstWait
        var call = 1
        while true {
            do {
                return try base.loadPosts()
            } catch let fault as NetworkFault where fault.isTransient && call < attempts {
                wait(min(delay, cap))
                delay = min(delay * 2, cap)
                call += 1
            }
        }
    }
}
