import Futubra

/// Avoid premature optimization, shown on the feed: an optimization made on a guess next to
/// one made where a profile pointed.
///
/// The guess was that finding a post by id (`Feed.post(id:)`, a linear scan) must be slow, so
/// ``IndexedFeed`` keeps a dictionary from post id to position. Nobody measured: a tap looks
/// up one post in a feed of a few dozen, and the dictionary goes stale when the feed is
/// sorted or a post removed, so lookups return the wrong post. The measured change is in the
/// domain's `Feed.init(posts:)`, which decoding calls: it checked each post's id against all
/// the posts before it (O(n²)), and now checks them in one pass.
///
/// ```swift
/// var indexed = PrematureOptimization.IndexedFeed(feed)
/// indexed.sortByLikes()
/// indexed.post(id: PostID(3))   // may be another post: the index was not rebuilt
/// ```
enum PrematureOptimization {}

extension PrematureOptimization {
    /// The optimization made on a guess: post lookups by id in O(1) through a dictionary of
    /// positions, kept next to the feed.
    ///
    /// Every change of order must now rebuild the dictionary too. ``sortByLikes()`` and
    /// ``remove(id:)`` were written without thinking of it (the bug such caches invite), so
    /// after either one the positions point at other posts.
    ///
    /// - Complexity: ``post(id:)`` O(1) instead of O(n); building it O(n).
    struct IndexedFeed: Sendable {
        private(set) var feed: Feed
        private var positions: [PostID: Int]

        init(_ feed: Feed) {
            self.feed = feed
            positions = Dictionary(uniqueKeysWithValues: feed.posts.enumerated().map { ($0.element.id, $0.offset) })
        }

        /// The post with `id`, from the dictionary of positions.
        func post(id: PostID) -> Post? {
            guard let position = positions[id], position < feed.posts.count else { return nil }
            return feed.posts[position]
        }

        /// Orders the posts by likes, most first.
        mutating func sortByLikes() {
            feed.sort { $0.likeCount > $1.likeCount }
        }

        /// Removes the post with `id`.
        mutating func remove(id: PostID) throws(FutubraError) {
            try feed.remove(id: id)
            positions[id] = nil
        }
    }
}
