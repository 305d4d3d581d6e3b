import Futubra

extension SeparationOfConcerns {
    /// The tangled design: one screen that validates, stores and draws.
    ///
    /// It checks the text itself, keeps the comments as the lines it drew, and counts them
    /// by counting lines. The post it was opened with is only read once, so everything else
    /// that shows the post (the card in the feed) never learns about a new comment.
    final class TangledCommentsScreen {
        let post: Post
        private(set) var lines: [String]

        init(post: Post) {
            self.post = post
            lines =
                ["\(post.comments.count) comments"] + post.comments.map { "\($0.author): \($0.content.words ?? "")" }
        }

        /// Validates `text`, adds its line and redraws the header; false when refused.
        @discardableResult
        func submit(_ text: String, by author: UserName) -> Bool {
            guard text.contains(where: { !$0.isWhitespace }) else { return false }
            lines.append("\(author): \(text)")
            lines[0] = "\(lines.count - 1) comments"
            return true
        }
    }
}
