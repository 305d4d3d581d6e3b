/// Something a user wrote: it has an author and carries content.
///
/// "Message" is the common base of posts and comments because neither IS-A the other, and content is something both HAVE (aggregation, not
/// inheritance). In Swift the shared shape is a protocol; posts and comments stay
/// separate types so a post can never hold a post, and comments stay flat.
package protocol Message: Sendable {
    /// Who wrote it; never changes.
    var author: UserName { get }
    /// What it says or shows; never changes.
    var content: Content { get }
}

/// A comment on a post: an author and content of any kind. Comments have no comments.
package struct Comment: Message, Hashable, Codable, Identifiable {
    /// Identifies the comment within its post.
    package let id: CommentID
    package let author: UserName
    package let content: Content

    /// A comment by `author`.
    package init(id: CommentID, author: UserName, content: Content) {
        self.id = id
        self.author = author
        self.content = content
    }
}
