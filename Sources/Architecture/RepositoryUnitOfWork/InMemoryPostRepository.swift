import Futubra
import MessageTrace
import Synchronization

/// The post repository in memory: a dictionary behind one lock.
///
/// A commit is applied to a copy of the dictionary, which replaces the stored one only once
/// every change went through, inside the same lock: a refused change leaves nothing behind,
/// and no reader sees half a commit.
final class InMemoryPostRepository: PostRepository {
    private let table: Mutex<[PostID: Post]>

    /// A repository holding `posts`.
    init(_ posts: [Post] = []) {
        table = Mutex(Dictionary(posts.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last }))
    }

    func post(_ id: PostID) throws(RepositoryError) -> Post? {
        table.withLock { $0[id] }
    }

    func all() throws(RepositoryError) -> [Post] {
        table.withLock { $0.values.sorted { $0.id < $1.id } }
    }

    func posts(by author: UserName) throws(RepositoryError) -> [Post] {
        try all().filter { $0.author == author }
    }

    func commit(_ changes: PostChanges) throws(RepositoryError) {
        Trace.note(over: "InMemoryPostRepository", "commit(\(changes.summary))")
        try table.withLock { (posts: inout [PostID: Post]) throws(RepositoryError) in
            var next = posts
            try Self.apply(changes, to: &next)
            posts = next
        }
    }

    /// Applies `changes` to `posts` in order (new, changed, removed), refusing the first
    /// that breaks a rule.
    private static func apply(_ changes: PostChanges, to posts: inout [PostID: Post]) throws(RepositoryError) {
        for post in changes.inserted {
            guard posts[post.id] == nil else { throw .duplicatePost(post.id) }
            posts[post.id] = post
        }
        for post in changes.updated {
            guard posts[post.id] != nil else { throw .missingPost(post.id) }
            posts[post.id] = post
        }
        for id in changes.removed {
            guard posts.removeValue(forKey: id) != nil else { throw .missingPost(id) }
        }
    }
}
