import Foundation
import Futubra

/// The feed and its rules: likes and comments, each returning what the banner says.
///
/// One job: keep the feed true. It knows nothing of rows or navigation.
///
/// ```swift
/// var store = FeedStore(feed: try SampleFeed.feed())
/// store.like(PostID(3), by: SampleFeed.anna)   // "anna liked #3"
/// ```
struct FeedStore: Sendable {
    private(set) var feed: Feed
    let rule: CommentRule

    init(feed: Feed, rule: CommentRule = CommentRule()) {
        self.feed = feed
        self.rule = rule
    }

    /// Records a like by `user`; says what happened.
    mutating func like(_ id: PostID, by user: UserName) -> String {
        change(id) { $0.like(by: user) ? "\(user) liked \(id)" : "\(user) already likes \(id)" }
    }

    /// Withdraws the like of `user`; says what happened.
    mutating func unlike(_ id: PostID, by user: UserName) -> String {
        change(id) { $0.unlike(by: user) ? "\(user) unliked \(id)" : "\(user) did not like \(id)" }
    }

    /// Adds a comment when ``CommentRule`` accepts `text`; says what happened.
    mutating func comment(on id: PostID, by user: UserName, _ text: String) -> String {
        if let problem = rule.problem(with: text) { return problem }
        let words = rule.cleaned(text)
        return change(id) { (post: inout Post) throws(FutubraError) -> String in
            post.addComment(by: user, content: try .text(words))
            return "\(user) commented on \(id)"
        }
    }

    private mutating func change(_ id: PostID, _ body: (inout Post) throws(FutubraError) -> String) -> String {
        do throws(FutubraError) {
            return try feed.update(id: id, body)
        } catch .postNotFound {
            return "no post \(id)"
        } catch {
            return error.description
        }
    }
}

/// The rule for a comment's text: some words, at most ``maximumLength`` characters.
///
/// A value with no other state, so it is tested with a string and nothing else.
struct CommentRule: Equatable, Sendable {
    var maximumLength = 80

    /// The text without the white space around it.
    func cleaned(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What is wrong with `text`, or `nil` when it may be posted.
    func problem(with text: String) -> String? {
        let words = cleaned(text)
        if words.isEmpty { return "a comment needs words" }
        if words.count > maximumLength { return "a comment is at most \(maximumLength) characters" }
        return nil
    }
}

/// One row of the feed: `#4 anna · Shipped the new feed… · 3 likes · 0 comments`.
enum PostRow {
    /// The row for `post`, its words cut to `titleLength` characters.
    static func text(for post: Post, titleLength: Int = 20) -> String {
        let words = post.content.words ?? post.content.kind.rawValue
        let title = words.count > titleLength ? String(words.prefix(titleLength)) + "…" : words
        return "\(post.id) \(post.author) · \(title) · \(count(post.likeCount, "like")) · "
            + count(post.comments.count, "comment")
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }
}

/// The navigation stack of the feed screen: which posts are open, in order.
struct FeedRouter: Equatable, Sendable {
    private(set) var stack: [PostID] = []

    /// Opens post `id` if `feed` has it; returns the banner (`nil` on success).
    mutating func open(_ id: PostID, in feed: Feed) -> String? {
        guard feed.post(id: id) != nil else { return "no post \(id)" }
        stack.append(id)
        return nil
    }

    /// Goes back one screen; returns the banner (`nil` on success).
    mutating func back() -> String? {
        guard !stack.isEmpty else { return "already on the feed" }
        stack.removeLast()
        return nil
    }

    /// `feed > post #4 > post #1`.
    var trail: String {
        (["feed"] + stack.map { "post \($0)" }).joined(separator: " > ")
    }
}
