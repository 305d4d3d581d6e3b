import Futubra

/// A comment someone is about to post, and the post it goes on.
struct CommentDraft: Sendable {
    let author: UserName
    let text: String
    let post: Post
}

/// Futubra's rules about comments, as specifications: whether a comment may be posted, and
/// why not.
///
/// ```swift
/// let rule = CommentRules.mayBePosted(muted: [SampleFeed.bob])
/// rule.failures(for: draft)   // ["has text", "not by a muted user"]
/// ```
enum CommentRules {
    static let limit = 280

    static func hasText() -> Specification<CommentDraft> {
        Specification("has text") { !$0.text.allSatisfy(\.isWhitespace) }
    }

    static func isShort() -> Specification<CommentDraft> {
        Specification("at most \(limit) characters") { $0.text.count <= limit }
    }

    static func isByMuted(_ muted: Set<UserName>) -> Specification<CommentDraft> {
        Specification("by a muted user") { muted.contains($0.author) }
    }

    static func isOnOwnPost() -> Specification<CommentDraft> {
        Specification("on the author's own post") { $0.post.author == $0.author }
    }

    static func hasRoom() -> Specification<CommentDraft> {
        Specification("on a post with fewer than 3 comments") { $0.post.comments.count < 3 }
    }

    /// A comment may be posted when it has text, is short, is not by a muted user, and goes on
    /// the author's own post or on one with fewer than three comments.
    static func mayBePosted(muted: Set<UserName>) -> Specification<CommentDraft> {
        hasText().and(isShort()).and(isByMuted(muted).not()).and(isOnOwnPost().or(hasRoom()))
    }
}

/// The same comment rule as one closure: the same answers, and no reasons.
///
/// A closure composes too (`{ a($0) && b($0) }`), but what comes out is a `Bool`: which part
/// failed, and what the rule was, are gone.
enum ClosureCommentRule {
    static func mayBePosted(muted: Set<UserName>) -> @Sendable (CommentDraft) -> Bool {
        { draft in
            !draft.text.allSatisfy(\.isWhitespace) && draft.text.count <= CommentRules.limit
                && !muted.contains(draft.author)
                && (draft.post.author == draft.author || draft.post.comments.count < 3)
        }
    }
}
