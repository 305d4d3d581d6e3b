import Futubra

/// Serves the feed one page at a time and remembers which pages were asked for.
///
/// An actor: several readers may ask at once, and its request log is shared mutable state.
actor PageServer {
    private let posts: [Post]
    private let pageSize: Int
    /// The page numbers requested so far, in order.
    private(set) var requests: [Int] = []

    /// A server of `feed`, `pageSize` posts a page.
    init(feed: Feed, pageSize: Int) {
        self.posts = feed.posts
        self.pageSize = max(pageSize, 1)
    }

    /// Page `number` (from 0); an empty array past the end.
    func page(_ number: Int) -> [Post] {
        requests.append(number)
        let start = number * pageSize
        guard start < posts.count else { return [] }
        return Array(posts[start..<min(start + pageSize, posts.count)])
    }
}
