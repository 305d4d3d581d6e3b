extension GRASP {
    /// High cohesion: every rule about a comment's text, and nothing else, in one type, so it
    /// is easy to find, to test and to change.
    ///
    /// ```swift
    /// CommentRules().problems(in: "  ")   // ["empty"]
    /// ```
    struct CommentRules: Sendable {
        var maximumLength = 280
        var bannedWords: Set<String> = ["spam"]

        /// What is wrong with `text` as a comment; empty when it may be posted.
        func problems(in text: String) -> [String] {
            var problems: [String] = []
            if text.allSatisfy(\.isWhitespace) { problems.append("empty") }
            if text.count > maximumLength { problems.append("longer than \(maximumLength)") }
            let words = text.lowercased().split { !$0.isLetter }.map(String.init)
            if words.contains(where: bannedWords.contains) { problems.append("banned word") }
            return problems
        }
    }
}
