import Futubra

extension DomainDrivenDesign {
    /// A repository done wrong: it stores the parts of discussions, not whole aggregates, and
    /// hands them out, so callers change comments without passing through any root.
    ///
    /// Nothing it offers can check the discussion's rules: a caller removes a comment from a
    /// locked discussion, or someone else's comment, and the store obliges.
    ///
    /// ```swift
    /// store.remove(CommentID(2), from: PostID(1))   // whoever asks, locked or not
    /// ```
    final class CommentStore {
        private var comments: [PostID: [Comment]] = [:]
        private var locked: Set<PostID> = []

        /// Stores the discussion's parts.
        func save(_ discussion: Discussion) {
            comments[discussion.id] = discussion.comments
            if discussion.isLocked { locked.insert(discussion.id) }
        }

        /// The comments of post `id`.
        func comments(of id: PostID) -> [Comment] { comments[id] ?? [] }

        /// Whether post `id`'s discussion is locked.
        func isLocked(_ id: PostID) -> Bool { locked.contains(id) }

        /// Removes comment `comment` from post `id`'s discussion.
        func remove(_ comment: CommentID, from id: PostID) {
            comments[id]?.removeAll { $0.id == comment }
        }
    }
}
