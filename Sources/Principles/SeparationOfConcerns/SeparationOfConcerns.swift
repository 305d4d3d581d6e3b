import Futubra

/// Separation of concerns, shown on the comments screen of a post.
///
/// Three concerns meet there: the rule (what a comment may say), the data (the post that
/// owns the comments) and the presentation (the lines on screen). ``TangledCommentsScreen``
/// mixes all three in one type, and keeps the comments as the lines it drew.
/// ``CommentRule``, ``PostStore`` and ``CommentsPresenter`` each own one of them.
///
/// ```swift
/// let store = SeparationOfConcerns.PostStore(post: post)
/// try store.addComment("Nice!", by: anna)
/// SeparationOfConcerns.CommentsPresenter.lines(for: store.post)
/// ```
enum SeparationOfConcerns {}

extension SeparationOfConcerns {
    /// The rule: what a comment may say. Knows nothing of storage or screens.
    enum CommentRule {
        /// The content of a comment reading `text`; throws ``FutubraError/emptyText`` when it
        /// has no visible character.
        static func content(_ text: String) throws(FutubraError) -> Content {
            try .text(text)
        }
    }

    /// The data: the one post every screen reads, and the only place comments are added.
    final class PostStore {
        private(set) var post: Post

        init(post: Post) {
            self.post = post
        }

        /// Adds a comment after the rule accepts it.
        func addComment(_ text: String, by author: UserName) throws(FutubraError) {
            post.addComment(by: author, content: try CommentRule.content(text))
        }
    }

    /// The presentation: lines for a post's comments and for its card's footer, from the post.
    enum CommentsPresenter {
        static func lines(for post: Post) -> [String] {
            ["\(post.comments.count) comments"] + post.comments.map { "\($0.author): \($0.content.words ?? "")" }
        }

        static func cardFooter(for post: Post) -> String {
            "\(post.likeCount) likes, \(post.comments.count) comments"
        }
    }
}
