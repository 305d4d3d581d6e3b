import Futubra

extension DomainDrivenDesign {
    /// An aggregate: a post's discussion, whose root guards every rule about its comments.
    ///
    /// Nothing outside can change the comments but through the root's methods, and each
    /// method checks the invariants before it changes anything:
    /// - a locked discussion takes no comment;
    /// - it holds at most ``maximumComments``;
    /// - a comment is removed only by its author or the post's author;
    /// - only the post's author locks it.
    /// Each change is recorded as a domain event, for other parts of the system to react to.
    ///
    /// ```swift
    /// var discussion = Discussion(post: post)
    /// discussion.comment(by: anna, text: "Welcome!")   // nil: accepted
    /// discussion.lock(by: dana)
    /// discussion.comment(by: bob, text: "Late")        // .locked
    /// ```
    struct Discussion: Identifiable, Sendable {
        /// Why the root refused a change.
        enum Refusal: Equatable, Sendable {
            case locked
            case full
            case notAllowed(UserName)
            case noSuchComment(CommentID)
            case emptyText
        }

        /// What happened in the discussion, in the language of the domain.
        enum Event: Equatable, Sendable {
            case commented(CommentID, by: UserName)
            case commentRemoved(CommentID, author: UserName, by: UserName)
            case locked(by: UserName)
        }

        /// The root's identity: the post's.
        var id: PostID { post.id }
        /// The post at the root; read-only from outside.
        private(set) var post: Post
        private(set) var isLocked = false
        let maximumComments: Int
        private var pending: [Event] = []

        init(post: Post, maximumComments: Int = 50) {
            self.post = post
            self.maximumComments = maximumComments
        }

        var comments: [Comment] { post.comments }

        /// Adds a comment by `user`, or says why not.
        @discardableResult
        mutating func comment(by user: UserName, text: String) -> Refusal? {
            if isLocked { return .locked }
            if post.comments.count >= maximumComments { return .full }
            guard let content = try? Content.text(text) else { return .emptyText }
            let comment = post.addComment(by: user, content: content)
            pending.append(.commented(comment.id, by: user))
            return nil
        }

        /// Removes comment `id` on behalf of `user`, or says why not.
        @discardableResult
        mutating func remove(_ id: CommentID, by user: UserName) -> Refusal? {
            guard let comment = post.comments.first(where: { $0.id == id }) else { return .noSuchComment(id) }
            guard user == comment.author || user == post.author else { return .notAllowed(user) }
            _ = try? post.removeComment(id: id)
            pending.append(.commentRemoved(id, author: comment.author, by: user))
            return nil
        }

        /// Locks the discussion; only the post's author may.
        @discardableResult
        mutating func lock(by user: UserName) -> Refusal? {
            guard user == post.author else { return .notAllowed(user) }
            guard !isLocked else { return nil }
            isLocked = true
            pending.append(.locked(by: user))
            return nil
        }

        /// The events recorded since the last call, oldest first.
        mutating func pullEvents() -> [Event] {
            defer { pending = [] }
            return pending
        }
    }

    /// The same discussion without a root: open fields, with the rules left to every caller.
    ///
    /// ```swift
    /// var open = OpenDiscussion(postAuthor: dana)
    /// open.isLocked = true
    /// open.comments.append(late)   // compiles, and the locked discussion grows
    /// ```
    struct OpenDiscussion: Sendable {
        let postAuthor: UserName
        var comments: [Comment] = []
        var isLocked = false
    }
}

extension DomainDrivenDesign.Discussion.Refusal: CustomStringConvertible {
    var description: String {
        switch self {
        case .locked: "the discussion is locked"
        case .full: "the discussion is full"
        case .notAllowed(let user): "'\(user)' may not do that"
        case .noSuchComment(let id): "no comment '\(id.rawValue)'"
        case .emptyText: "a comment needs text"
        }
    }
}

extension DomainDrivenDesign.Discussion.Event: CustomStringConvertible {
    var description: String {
        switch self {
        case .commented(let id, let user): "CommentAdded(#\(id.rawValue) by \(user))"
        case .commentRemoved(let id, let author, let user): "CommentRemoved(#\(id.rawValue) of \(author) by \(user))"
        case .locked(let user): "DiscussionLocked(by \(user))"
        }
    }
}
