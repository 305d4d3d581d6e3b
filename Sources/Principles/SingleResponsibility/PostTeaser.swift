import Futubra

extension SingleResponsibility {
    /// Single responsibility kept, first half: a post's card, which answers to the designers
    /// alone.
    ///
    /// The designers' rule is a setting of this type and of no other, and the card's words
    /// come from its own helper, so a change they ask for (shorter cards, a caption instead
    /// of an address) is made here and reaches no one else.
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
                "\(post.author): \(preview.apply(to: cardWords(of: post)))",
                "\(post.likeCount) likes, \(post.comments.count) comments",
            ]
        }

        /// What a card says for a post: its text or caption, otherwise its kind and address.
        private func cardWords(of post: Post) -> String {
            post.content.words ?? post.content.description
        }
    }

    /// Single responsibility kept, second half: the report a moderator reads, which answers
    /// to the moderators alone and always shows every word of the post.
    ///
    /// Its words come from its own helper, even though today it reads like the card's: the
    /// two change for different people, so they are not duplication to remove.
    ///
    /// ```swift
    /// ModerationReport().lines(for: post, reason: "spam")
    /// ```
    struct ModerationReport: Equatable, Sendable {
        /// The report for a reported post.
        func lines(for post: Post, reason: String) -> [String] {
            ["report on post \(post.id) by \(post.author): \(reason)", "content: \(reportedText(of: post))"]
        }

        /// What a moderator must see of a post: all its words, or its kind and address.
        private func reportedText(of post: Post) -> String {
            post.content.words ?? post.content.description
        }
    }
}
