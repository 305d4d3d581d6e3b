import Futubra
import MessageTrace

/// What a feed editor does to posts, whoever keeps track of it: the unit of work, or the
/// broken ``WriteAsYouGoEdits``, which writes each edit at once.
protocol PostEditing {
    /// Registers a new post.
    mutating func add(_ post: Post) throws(RepositoryError)
    /// Registers the new value of a stored (or newly added) post.
    mutating func update(_ post: Post) throws(RepositoryError)
    /// Registers the removal of a post.
    mutating func remove(_ id: PostID) throws(RepositoryError)
    /// Writes what was registered.
    mutating func commit() throws(RepositoryError)
}

/// A unit of work over a ``PostRepository``: it tracks the posts one task adds, changes and
/// removes, and writes them together, in one commit, or not at all.
///
/// Nothing reaches the repository before ``commit()``. A post changed many times is written
/// once, with its last value; a post added and removed in the same unit is not written at
/// all; a post added and then changed is inserted with its last value. ``post(_:)`` reads
/// the unit's own changes first. A commit the repository refuses leaves the repository as
/// it was and the unit holding its changes, to be fixed and committed again.
///
/// ```swift
/// var work = PostUnitOfWork(repository: repository)
/// var post = try #require(try work.post(PostID(1)))
/// post.like(by: bob)
/// try work.update(post)
/// try work.remove(PostID(2))
/// try work.commit()          // one commit: 0 new, 1 changed, 1 removed
/// ```
struct PostUnitOfWork: PostEditing {
    /// Where the posts are kept.
    let repository: any PostRepository
    private var inserted: [PostID: Post] = [:]
    private var updated: [PostID: Post] = [:]
    private var removed: Set<PostID> = []

    /// An empty unit over `repository`.
    init(repository: any PostRepository) {
        self.repository = repository
    }

    /// What a commit would write now.
    var changes: PostChanges {
        PostChanges(
            inserted: inserted.values.sorted { $0.id < $1.id }, updated: updated.values.sorted { $0.id < $1.id },
            removed: removed.sorted())
    }

    /// The post with `id` as this unit sees it: its own change if it made one, else the stored post.
    func post(_ id: PostID) throws(RepositoryError) -> Post? {
        if removed.contains(id) { return nil }
        if let pending = inserted[id] ?? updated[id] { return pending }
        return try repository.post(id)
    }

    mutating func add(_ post: Post) {
        if removed.remove(post.id) != nil {
            // Removed and added again in this unit: the stored post gets the new value.
            updated[post.id] = post
        } else {
            inserted[post.id] = post
        }
    }

    mutating func update(_ post: Post) throws(RepositoryError) {
        guard !removed.contains(post.id) else { throw .missingPost(post.id) }
        if inserted[post.id] != nil {
            inserted[post.id] = post
        } else {
            updated[post.id] = post
        }
    }

    mutating func remove(_ id: PostID) {
        updated[id] = nil
        if inserted.removeValue(forKey: id) == nil {
            removed.insert(id)
        }
    }

    /// Drops whatever this unit registered for `id` (a discarded edit, or one a refused
    /// commit showed to be stale).
    mutating func forget(_ id: PostID) {
        inserted[id] = nil
        updated[id] = nil
        removed.remove(id)
    }

    mutating func commit() throws(RepositoryError) {
        let changes = changes
        guard !changes.isEmpty else { return }
        Trace.call(from: "PostUnitOfWork", to: "PostRepository", "commit(\(changes.summary))")
        try repository.commit(changes)
        inserted = [:]
        updated = [:]
        removed = []
    }
}
