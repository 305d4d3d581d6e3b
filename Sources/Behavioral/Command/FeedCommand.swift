import Futubra

/// A request to change the feed, made into a value: it can be stored, queued, logged and undone.
///
/// Executing a command returns its inverse: the command that puts the feed back exactly as it
/// was. Undo executes the inverse, which in turn returns the command that redoes the change,
/// the same trick `UndoManager` plays when an undo registers its own redo.
///
/// ```swift
/// var feed = try SampleFeed.feed()
/// let undo = try LikeCommand(post: PostID(3), user: SampleFeed.eve).execute(on: &feed)
/// _ = try undo.execute(on: &feed)   // feed is as before
/// ```
protocol FeedCommand: Sendable {
    /// What the command does, for an Undo menu title: `like #3 as eve`.
    var actionName: String { get }
    /// Changes `feed` and returns the command that reverts exactly this change.
    ///
    /// On error, `feed` is left unchanged.
    func execute(on feed: inout Feed) throws(BehavioralError) -> any FeedCommand
}

/// Likes a post on behalf of a user; its inverse is ``UnlikeCommand``.
struct LikeCommand: FeedCommand, Hashable {
    let post: PostID
    let user: UserName

    var actionName: String { "like \(post) as \(user)" }

    func execute(on feed: inout Feed) throws(BehavioralError) -> any FeedCommand {
        let changed = try feed.changing(post) { $0.like(by: user) }
        guard changed else { throw .alreadyLiked(post, by: user) }
        return UnlikeCommand(post: post, user: user)
    }
}

/// Withdraws a user's like; its inverse is ``LikeCommand``.
struct UnlikeCommand: FeedCommand, Hashable {
    let post: PostID
    let user: UserName

    var actionName: String { "unlike \(post) as \(user)" }

    func execute(on feed: inout Feed) throws(BehavioralError) -> any FeedCommand {
        let changed = try feed.changing(post) { $0.unlike(by: user) }
        guard changed else { throw .notLiked(post, by: user) }
        return LikeCommand(post: post, user: user)
    }
}

/// Adds a comment with the post's next free id; its inverse is ``RemoveCommentCommand``.
struct AddCommentCommand: FeedCommand, Hashable {
    let post: PostID
    let author: UserName
    let content: Content

    var actionName: String { "comment on \(post) as \(author)" }

    func execute(on feed: inout Feed) throws(BehavioralError) -> any FeedCommand {
        let comment = try feed.changing(post) { $0.addComment(by: author, content: content) }
        return RemoveCommentCommand(post: post, comment: comment.id)
    }
}

/// Removes a comment; its inverse puts the very same comment back where it was.
struct RemoveCommentCommand: FeedCommand, Hashable {
    let post: PostID
    let comment: CommentID

    var actionName: String { "remove comment \(comment) from \(post)" }

    func execute(on feed: inout Feed) throws(BehavioralError) -> any FeedCommand {
        let removed = try feed.changing(post) { post throws(FutubraError) in try post.removeComment(id: comment) }
        return RestoreCommentCommand(post: post, comment: removed.comment, index: removed.index)
    }
}

/// Puts a removed comment back at its old position: the inverse of ``RemoveCommentCommand``.
///
/// Restoring the recorded comment (same id, same position) instead of adding a new one is
/// what makes undo and redo exact.
struct RestoreCommentCommand: FeedCommand, Hashable {
    let post: PostID
    let comment: Comment
    let index: Int

    var actionName: String { "restore comment \(comment.id) on \(post)" }

    func execute(on feed: inout Feed) throws(BehavioralError) -> any FeedCommand {
        try feed.changing(post) { post throws(FutubraError) in try post.insertComment(comment, at: index) }
        return RemoveCommentCommand(post: post, comment: comment.id)
    }
}

extension Feed {
    /// `update(id:_:)` with the feed's error wrapped in the module's error.
    mutating func changing<Result>(
        _ id: PostID, _ change: (inout Post) throws(FutubraError) -> Result
    ) throws(BehavioralError) -> Result {
        do {
            return try update(id: id, change)
        } catch {
            throw .feed(error)
        }
    }
}
