import Futubra

extension SingleResponsibility {
    /// Single responsibility broken: one type draws a post's card for the feed and writes the
    /// report a moderator reads, with one helper for the post's words.
    ///
    /// Two groups ask it for changes: the designers (how a card looks) and the moderators
    /// (what a report must show). When the designers ask for shorter cards, the change goes
    /// where the card's words come from, ``excerpt(of:)``, and the report, which shares it,
    /// is cut too: the moderator can no longer read the words the post was reported for.
    ///
    /// ```swift
    /// let desk = PostDesk(preview: .firstWords(3))
    /// desk.report(on: post, reason: "spam")   // the content line is cut to three words
    /// ```
    struct PostDesk: Equatable, Sendable {
        /// The designers' rule, applied by the shared helper.
        var preview: PreviewRule = .wholeText

        /// The post's card in the feed.
        func card(for post: Post) -> [String] {
            ["\(post.author): \(excerpt(of: post))", "\(post.likeCount) likes, \(post.comments.count) comments"]
        }

        /// The report a moderator reads for a reported post.
        func report(on post: Post, reason: String) -> [String] {
            ["report on post \(post.id) by \(post.author): \(reason)", "content: \(excerpt(of: post))"]
        }

        /// The post's words, for the card and for the report alike.
        private func excerpt(of post: Post) -> String {
            preview.apply(to: post.content.words ?? post.content.description)
        }
    }
}
