import Foundation
import Futubra

/// Futubra's rules about posts, as specifications: which posts a feed shows.
///
/// ```swift
/// let shown = PostRules.shownInFeed(of: SampleFeed.eve, blocking: [SampleFeed.chen])
/// feed.posts.filter(shown.isSatisfied)
/// ```
enum PostRules {
    static func writtenBy(_ authors: Set<UserName>) -> Specification<Post> {
        let names = authors.map(\.rawValue).sorted().joined(separator: ", ")
        return Specification("written by \(names)") { authors.contains($0.author) }
    }

    static func hasLikes(atLeast count: Int) -> Specification<Post> {
        Specification("at least \(count) likes") { $0.likeCount >= count }
    }

    static func hasText() -> Specification<Post> {
        Specification("has text") { $0.content.kind == .text }
    }

    /// What a reader's feed shows: nothing by someone they block, and of the rest, what the
    /// people they follow wrote or what at least two users like.
    static func shownInFeed(following: Set<UserName>, blocking: Set<UserName>) -> Specification<Post> {
        writtenBy(blocking).not().and(writtenBy(following).or(hasLikes(atLeast: 2)))
    }
}

extension PostRules {
    /// The feed rule as a Foundation `#Predicate`: an expression tree the compiler checks,
    /// which a store can translate (SwiftData turns one into SQL). It answers yes or no, like
    /// the closure; it does not say which part failed.
    static func shownInFeedPredicate(following: Set<UserName>, blocking: Set<UserName>) -> Predicate<Post> {
        #Predicate<Post> { post in
            !blocking.contains(post.author) && (following.contains(post.author) || post.likeCount >= 2)
        }
    }
}
