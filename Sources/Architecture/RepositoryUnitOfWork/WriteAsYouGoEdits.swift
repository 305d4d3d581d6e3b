import Futubra
import MessageTrace

/// The broken design kept for comparison: no unit of work, each edit written to the
/// repository the moment it is made.
///
/// Every edit is a commit of its own, so a refused edit leaves the ones before it written:
/// the feed shows half of what the editor meant to do. A post changed three times is also
/// written three times.
struct WriteAsYouGoEdits: PostEditing {
    /// Where the posts are kept.
    let repository: any PostRepository

    mutating func add(_ post: Post) throws(RepositoryError) {
        try write(PostChanges(inserted: [post]))
    }

    mutating func update(_ post: Post) throws(RepositoryError) {
        try write(PostChanges(updated: [post]))
    }

    mutating func remove(_ id: PostID) throws(RepositoryError) {
        try write(PostChanges(removed: [id]))
    }

    /// Nothing is left to write.
    mutating func commit() throws(RepositoryError) {}

    private func write(_ changes: PostChanges) throws(RepositoryError) {
        Trace.call(from: "WriteAsYouGoEdits", to: "PostRepository", "commit(\(changes.summary))")
        try repository.commit(changes)
    }
}
