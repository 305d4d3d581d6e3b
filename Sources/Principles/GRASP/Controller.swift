import Futubra

extension GRASP {
    /// Controller: the first object beyond the UI that receives a system operation ("like
    /// this post", "comment on it") and delegates it to the domain, doing no domain work itself.
    ///
    /// ```swift
    /// var controller = FeedController(feed: feed)
    /// try controller.like(PostID(3), by: anna)
    /// ```
    struct FeedController {
        private(set) var feed: Feed

        /// The "like" system operation: the post applies its own rule (one like per user).
        mutating func like(_ id: PostID, by user: UserName) throws(FutubraError) {
            _ = try feed.update(id: id) { $0.like(by: user) }
        }

        /// The "comment" system operation: the post creates and numbers the comment.
        mutating func comment(on id: PostID, by user: UserName, text: String) throws(FutubraError) {
            let content = try Content.text(text)
            _ = try feed.update(id: id) { $0.addComment(by: user, content: content) }
        }

        /// The "remove a comment" system operation.
        mutating func remove(_ comment: CommentID, on id: PostID) throws(FutubraError) {
            try feed.update(id: id) { (post: inout Post) throws(FutubraError) in _ = try post.removeComment(id: comment)
            }
        }
    }

    /// A controller that does the work itself: it checks the like rule and numbers comments
    /// from what it reads of the post, instead of asking the post.
    ///
    /// Its copy of the post's rules drifts from the post's own: it numbers a comment after the
    /// comment count, which collides with an id still in use once a comment was removed.
    ///
    /// ```swift
    /// var controller = WorkingController(feed: feed)
    /// try controller.comment(on: PostID(1), by: bob, text: "Hi!")   // '#2' is taken
    /// ```
    struct WorkingController {
        private(set) var feed: Feed

        mutating func like(_ id: PostID, by user: UserName) throws(FutubraError) {
            guard let post = feed.post(id: id) else { throw .postNotFound(id) }
            guard !post.likedBy.contains(user) else { return }
            _ = try feed.update(id: id) { $0.like(by: user) }
        }

        mutating func comment(on id: PostID, by user: UserName, text: String) throws(FutubraError) {
            guard let post = feed.post(id: id) else { throw .postNotFound(id) }
            let comment = Comment(id: CommentID(post.comments.count + 1), author: user, content: try Content.text(text))
            try feed.update(id: id) { (post: inout Post) throws(FutubraError) in try post.addComment(comment) }
        }

        /// Removes a comment: a system operation both controllers would have.
        mutating func remove(_ comment: CommentID, on id: PostID) throws(FutubraError) {
            try feed.update(id: id) { (post: inout Post) throws(FutubraError) in _ = try post.removeComment(id: comment)
            }
        }
    }
}
