/// The feed: any number of posts, added and removed over time, shown in an order.
///
/// Posts are kept in display order. ``add(_:)`` puts a new post on top (newest first);
/// ``sort(by:)`` reorders by any rule. Post ids are unique within a feed.
package struct Feed: Hashable, Sendable {
    /// The posts in display order.
    package private(set) var posts: [Post]

    /// An empty feed.
    package init() {
        posts = []
    }

    /// A feed holding `posts` in that order; throws ``FutubraError/duplicatePost(_:)`` on a repeated id.
    ///
    /// - Complexity: O(n): the ids are checked in one pass through a set. (Appending the posts
    ///   one by one, each checked against all before it, was O(n²), and a profile of decoding
    ///   a 5,000-post feed found a quarter of its instructions there.)
    package init(posts: [Post]) throws(FutubraError) {
        var ids = Set<PostID>(minimumCapacity: posts.count)
        for post in posts where !ids.insert(post.id).inserted {
            throw .duplicatePost(post.id)
        }
        self.posts = posts
    }

    /// Whether the feed has no posts.
    package var isEmpty: Bool { posts.isEmpty }

    /// How many posts the feed holds.
    package var count: Int { posts.count }

    /// The post with `id`, if any.
    package func post(id: PostID) -> Post? {
        posts.first { $0.id == id }
    }

    /// Puts `post` on top of the feed; throws ``FutubraError/duplicatePost(_:)`` when its id is taken.
    package mutating func add(_ post: Post) throws(FutubraError) {
        try insert(post, at: 0)
    }

    /// Puts `post` at the bottom of the feed.
    package mutating func append(_ post: Post) throws(FutubraError) {
        try insert(post, at: posts.count)
    }

    /// Inserts `post` at `index`, clamped to the valid range.
    package mutating func insert(_ post: Post, at index: Int) throws(FutubraError) {
        guard self.post(id: post.id) == nil else { throw .duplicatePost(post.id) }
        posts.insert(post, at: min(max(index, 0), posts.count))
    }

    /// Removes the post with `id` and returns it with its former position.
    @discardableResult
    package mutating func remove(id: PostID) throws(FutubraError) -> (post: Post, index: Int) {
        guard let index = posts.firstIndex(where: { $0.id == id }) else { throw .postNotFound(id) }
        return (posts.remove(at: index), index)
    }

    /// Changes the post with `id` in place through `change`, and returns what `change` returns.
    @discardableResult
    package mutating func update<Result>(
        id: PostID, _ change: (inout Post) throws(FutubraError) -> Result
    ) throws(FutubraError) -> Result {
        guard let index = posts.firstIndex(where: { $0.id == id }) else { throw .postNotFound(id) }
        return try change(&posts[index])
    }

    /// Reorders the posts with `areInIncreasingOrder`; equal posts keep their order.
    package mutating func sort(by areInIncreasingOrder: (Post, Post) -> Bool) {
        posts = posts.enumerated()
            .sorted { lhs, rhs in
                if areInIncreasingOrder(lhs.element, rhs.element) { return true }
                if areInIncreasingOrder(rhs.element, lhs.element) { return false }
                return lhs.offset < rhs.offset
            }
            .map(\.element)
    }

    /// The id the next post should get: one past the highest in use.
    package var nextPostID: PostID {
        PostID((posts.map(\.id.rawValue).max() ?? 0) + 1)
    }
}

extension Feed: Codable {
    private enum CodingKeys: String, CodingKey {
        case posts
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let posts = try container.decode([Post].self, forKey: .posts)
        do {
            try self.init(posts: posts)
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: .posts, in: container, debugDescription: error.description)
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(posts, forKey: .posts)
    }
}
