/// A post in the archive: its id and the day it was posted.
struct ArchivedPost: Equatable, CustomStringConvertible {
    let id: Int
    let day: Int

    var description: String { "#\(id)" }
}

/// Old posts, stored in the order they arrived, traversed newest first.
///
/// ```swift
/// for post in archive { show(post) }   // newest first
/// ```
struct PostArchive: Sequence {
    private var posts: [ArchivedPost] = []

    /// Stores a post.
    mutating func store(_ post: ArchivedPost) {
        posts.append(post)
    }

    /// A fresh traversal, newest first: each iterator is a value with its own position.
    func makeIterator() -> NewestFirst {
        NewestFirst(posts: posts.sorted { $0.day > $1.day })
    }

    /// A traversal of the archive, newest first.
    struct NewestFirst: IteratorProtocol {
        private let posts: [ArchivedPost]
        private var position = 0

        init(posts: [ArchivedPost]) {
            self.posts = posts
        }

        mutating func next() -> ArchivedPost? {
            guard position < posts.count else { return nil }
            defer { position += 1 }
            return posts[position]
        }
    }
}
