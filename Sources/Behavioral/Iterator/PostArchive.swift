import Futubra

/// Every post ever published, kept in whatever storage suits lookups, traversed newest first.
///
/// The aggregate of the pattern. Posts live in a dictionary keyed by id (fast lookup) plus
/// a sorted list of ids; neither is visible. Callers traverse through ``Iterator``
/// (`for post in archive`) or page by page through ``pages(size:)``, so the
/// storage can change without breaking anyone.
///
/// ```swift
/// let archive = PostArchive(try SampleFeed.feed().posts)
/// for post in archive { ... }                   // newest first
/// for page in archive.pages(size: 2) { ... }    // two posts at a time
/// ```
struct PostArchive: Sendable {
    private var postsByID: [PostID: Post] = [:]
    /// Ids, newest (highest) first.
    private var newestFirst: [PostID] = []

    /// An archive of `posts`, in any order; a later post with the same id replaces an earlier one.
    init(_ posts: some Sequence<Post>) {
        for post in posts {
            store(post)
        }
    }

    /// How many posts the archive holds.
    var count: Int { newestFirst.count }

    /// Adds `post`, or replaces the post with its id.
    ///
    /// - Complexity: O(n) to keep the ids sorted.
    mutating func store(_ post: Post) {
        if postsByID.updateValue(post, forKey: post.id) == nil {
            let index = newestFirst.firstIndex { $0 < post.id } ?? newestFirst.endIndex
            newestFirst.insert(post.id, at: index)
        }
    }

    /// The post at `position` in newest-first order, if any.
    fileprivate func post(at position: Int) -> Post? {
        guard newestFirst.indices.contains(position) else { return nil }
        return postsByID[newestFirst[position]]
    }
}

extension PostArchive: Sequence {
    /// A cursor over an archive, newest post first.
    ///
    /// A value: it holds its own copy of the archive (shared storage, copy on write) and its
    /// own position, so two iterators never disturb each other and later changes to the
    /// archive do not affect a traversal in progress.
    struct Iterator: IteratorProtocol, Sendable {
        private let archive: PostArchive
        private var position = 0

        fileprivate init(archive: PostArchive) {
            self.archive = archive
        }

        mutating func next() -> Post? {
            guard let post = archive.post(at: position) else { return nil }
            position += 1
            return post
        }
    }

    func makeIterator() -> Iterator {
        Iterator(archive: self)
    }

    var underestimatedCount: Int { count }
}
