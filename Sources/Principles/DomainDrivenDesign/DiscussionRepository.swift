import Futubra

extension DomainDrivenDesign {
    /// A repository: the collection-like home of whole aggregates, found by the root's id.
    ///
    /// It stores and returns discussions, never a comment alone, so every change goes through
    /// a root. Saving publishes the events the aggregate recorded.
    ///
    /// ```swift
    /// var discussion = try #require(repository.discussion(for: PostID(1)))
    /// discussion.comment(by: anna, text: "Hi")
    /// repository.save(&discussion)
    /// ```
    final class DiscussionRepository {
        private var stored: [PostID: Discussion] = [:]
        /// Every event published by ``save(_:)``, oldest first.
        private(set) var published: [Discussion.Event] = []

        /// The discussion whose root is post `id`: a copy, changed only when saved back.
        func discussion(for id: PostID) -> Discussion? { stored[id] }

        /// Stores `discussion` and publishes its new events.
        func save(_ discussion: inout Discussion) {
            published += discussion.pullEvents()
            stored[discussion.id] = discussion
        }
    }
}
