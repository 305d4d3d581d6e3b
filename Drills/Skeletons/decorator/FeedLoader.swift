/// Loads the feed: the network, or a decorator around another loader.
protocol FeedLoader {
    /// The post ids, newest first.
    func loadFeed() throws -> [Int]
}

/// Why a load failed.
enum FeedLoadError: Error, Equatable {
    /// The network is down; trying again may work.
    case offline
    /// The server refused; trying again will not change that.
    case forbidden

    /// Whether trying again may give another answer.
    var isTransient: Bool { self == .offline }
}
