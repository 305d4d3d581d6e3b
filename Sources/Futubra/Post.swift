/// A post in the feed: an author and content that never change, likes and flat comments.
///
/// Futubra's contracts for a post are kept by the type itself:
/// - `author` and `content` are `let`: no code can change them after the post is made;
/// - likes are a set of user names: one like per user, `unlike` of a user who did not like
///   is a no-op, so the count can never go below zero;
/// - `comments` holds ``Comment`` values, and a comment has no comments.
package struct Post: Message, Hashable, Identifiable {
    /// Identifies the post within the feed.
    package let id: PostID
    package let author: UserName
    package let content: Content
    /// Who likes the post.
    package private(set) var likedBy: Set<UserName>
    /// The comments, oldest first.
    package private(set) var comments: [Comment]

    /// A post with no likes and no comments (unless given).
    package init(
        id: PostID, author: UserName, content: Content,
        likedBy: Set<UserName> = [], comments: [Comment] = []
    ) throws(FutubraError) {
        self.id = id
        self.author = author
        self.content = content
        self.likedBy = likedBy
        self.comments = []
        for comment in comments {
            try addComment(comment)
        }
    }

    /// How many users like the post; never negative.
    package var likeCount: Int { likedBy.count }

    /// Whether `user` likes the post.
    package func isLiked(by user: UserName) -> Bool {
        likedBy.contains(user)
    }

    /// Records a like by `user`. Returns `false` when `user` already liked the post.
    @discardableResult
    package mutating func like(by user: UserName) -> Bool {
        likedBy.insert(user).inserted
    }

    /// Withdraws the like of `user`. Returns `false` (and changes nothing) when there was none.
    @discardableResult
    package mutating func unlike(by user: UserName) -> Bool {
        likedBy.remove(user) != nil
    }

    /// The id a new comment should get: one past the highest in use.
    package var nextCommentID: CommentID {
        CommentID((comments.map(\.id.rawValue).max() ?? 0) + 1)
    }

    /// Appends `comment`; throws ``FutubraError/duplicateComment(_:)`` when its id is taken.
    package mutating func addComment(_ comment: Comment) throws(FutubraError) {
        guard !comments.contains(where: { $0.id == comment.id }) else {
            throw .duplicateComment(comment.id)
        }
        comments.append(comment)
    }

    /// Appends a new comment by `author` with the next free id, and returns it.
    @discardableResult
    package mutating func addComment(by author: UserName, content: Content) -> Comment {
        let comment = Comment(id: nextCommentID, author: author, content: content)
        comments.append(comment)
        return comment
    }

    /// Inserts `comment` at `index` (clamped to the valid range), e.g. to undo a removal.
    package mutating func insertComment(_ comment: Comment, at index: Int) throws(FutubraError) {
        guard !comments.contains(where: { $0.id == comment.id }) else {
            throw .duplicateComment(comment.id)
        }
        comments.insert(comment, at: min(max(index, 0), comments.count))
    }

    /// Removes the comment with `id`, returning it and where it was.
    @discardableResult
    package mutating func removeComment(id: CommentID) throws(FutubraError) -> (comment: Comment, index: Int) {
        guard let index = comments.firstIndex(where: { $0.id == id }) else {
            throw .commentNotFound(id)
        }
        return (comments.remove(at: index), index)
    }
}

extension Post: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, author, content, likedBy, comments
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let likes = try container.decodeIfPresent([UserName].self, forKey: .likedBy) ?? []
        let comments = try container.decodeIfPresent([Comment].self, forKey: .comments) ?? []
        do {
            try self.init(
                id: try container.decode(PostID.self, forKey: .id),
                author: try container.decode(UserName.self, forKey: .author),
                content: try container.decode(Content.self, forKey: .content),
                likedBy: Set(likes),
                comments: comments)
        } catch let error as FutubraError {
            throw DecodingError.dataCorruptedError(
                forKey: .comments, in: container, debugDescription: error.description)
        }
        if Set(likes).count != likes.count {
            throw DecodingError.dataCorruptedError(
                forKey: .likedBy, in: container, debugDescription: "a user can like a post only once")
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(author, forKey: .author)
        try container.encode(content, forKey: .content)
        try container.encode(likedBy.sorted(), forKey: .likedBy)
        try container.encode(comments, forKey: .comments)
    }
}
