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

    /// A fresh traversal, newest first. TODO
    func makeIterator() -> NewestFirst {
        NewestFirst()
    }

    /// A traversal of the archive, newest first. TODO
    struct NewestFirst: IteratorProtocol {
        mutating func next() -> ArchivedPost? {
            nil
        }
    }
}
