import Futubra

extension GRASP {
    /// Controller: the first object past the UI that receives a system operation ("like
    /// this post", "comment on it") and delegates it to the domain, doing no work itself.
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
    }
}
