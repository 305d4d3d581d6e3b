import Futubra

/// The posts of a feed as a collection that hides where they are kept: find by id, list by
/// author, and apply a unit's changes as one commit.
///
/// Callers see `Post` values and ``PostChanges`` only; nothing of the engine (rows, SQL,
/// a lock) crosses this protocol, so an in-memory and a SQLite repository are
/// interchangeable and pass the same contract. ``commit(_:)`` is all or nothing: a change
/// the engine refuses leaves every post as it was.
///
/// ```swift
/// let repository: any PostRepository = InMemoryPostRepository()
/// var work = PostUnitOfWork(repository: repository)
/// work.add(post)
/// try work.commit()
/// ```
protocol PostRepository: Sendable {
    /// The post with `id`, or nil.
    func post(_ id: PostID) throws(RepositoryError) -> Post?
    /// Every post, lowest id first.
    func all() throws(RepositoryError) -> [Post]
    /// The posts `author` wrote, lowest id first.
    func posts(by author: UserName) throws(RepositoryError) -> [Post]
    /// Writes `changes` whole, or (throwing) none of them: a new post whose id is taken or a
    /// changed or removed post that is not stored refuses the commit.
    func commit(_ changes: PostChanges) throws(RepositoryError)
}

/// What one unit of work changed: new posts, changed posts and removed ids, each sorted by id.
struct PostChanges: Equatable, Sendable {
    var inserted: [Post] = []
    var updated: [Post] = []
    var removed: [PostID] = []

    /// Whether there is nothing to write.
    var isEmpty: Bool { inserted.isEmpty && updated.isEmpty && removed.isEmpty }

    /// "2 new, 1 changed, 0 removed".
    var summary: String { "\(inserted.count) new, \(updated.count) changed, \(removed.count) removed" }
}

/// Why a repository refused a commit.
enum RepositoryError: Error, Equatable, Sendable {
    /// A new post's id is already stored.
    case duplicatePost(PostID)
    /// A changed or removed post is not stored (another unit removed it).
    case missingPost(PostID)
    /// The engine failed (a file it cannot read or write).
    case engineFailed(String)
}

extension RepositoryError: CustomStringConvertible {
    var description: String {
        switch self {
        case .duplicatePost(let id): "post '\(id)' already exists"
        case .missingPost(let id): "post '\(id)' is not stored"
        case .engineFailed(let reason): "the store failed: '\(reason)'"
        }
    }
}
