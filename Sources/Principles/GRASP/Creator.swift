import Futubra

extension GRASP {
    /// Creator: the post contains its comments and has the data to number them, so the post
    /// creates them (Futubra's `Post.addComment(by:content:)` gives the next free id).
    ///
    /// `OutsideCommentMaker` is the wrong assignment: a creator that does not contain the
    /// comments numbers them from a counter of its own, and collides with ids the post holds.
    ///
    /// ```swift
    /// let comment = post.addComment(by: anna, content: text)   // the post picks the id
    /// ```
    struct OutsideCommentMaker {
        private var next = 1

        /// A comment with the maker's next id, whatever the post already holds.
        mutating func make(by author: UserName, content: Content) -> Comment {
            defer { next += 1 }
            return Comment(id: CommentID(next), author: author, content: content)
        }
    }
}
