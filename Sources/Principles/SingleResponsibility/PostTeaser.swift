import Futubra

extension SingleResponsibility {
    /// Single responsibility kept, first half: a post's card, which answers to the designers
    /// alone.
    ///
    /// The designers' rule is a setting of this type and of no other, so a change they ask
    /// for is made here and reaches no one else.
    ///
    /// ```swift
    /// PostTeaser(preview: .firstWords(3)).lines(for: post)
    /// ```
    struct PostTeaser: Equatable, Sendable {
        /// How much of the post's words the card shows.
        var preview: PreviewRule = .wholeText

        /// The post's card in the feed.
        func lines(for post: Post) -> [String] {
            [
                "\(post.author): \(preview.apply(to: spokenWords(of: post)))",
                "\(post.likeCount) likes, \(post.comments.count) comments",
            ]
        }
    }

    /// Single responsibility kept, second half: the report a moderator reads, which answers
    /// to the moderators alone and always shows every word of the post.
    ///
    /// ```swift
    /// ModerationReport().lines(for: post, reason: "spam")
    /// ```
    struct ModerationReport: Equatable, Sendable {
        /// The report for a reported post.
        func lines(for post: Post, reason: String) -> [String] {
            ["report on post \(post.id) by \(post.author): \(reason)", "content: \(spokenWords(of: post))"]
        }
    }
}
