/// Where the feed screen reads the feed from: the server, or a proxy in front of it.
protocol FeedService {
    /// The post ids, newest first.
    func feed() -> [Int]
    /// Removes a post.
    func remove(_ post: Int)
}
