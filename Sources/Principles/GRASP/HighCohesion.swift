extension GRASP {
    /// High cohesion: every rule about a comment's text, and nothing else, in one type, so it
    /// is easy to find, to test and to change. Each rule works with the rules' own settings,
    /// and ``problems(in:)`` asks every rule.
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
            if isBlank(text) { problems.append("empty") }
            if isTooLong(text) { problems.append("longer than \(maximumLength)") }
            if hasBannedWord(text) { problems.append("banned word") }
            return problems
        }

        func isBlank(_ text: String) -> Bool { text.allSatisfy(\.isWhitespace) }

        func isTooLong(_ text: String) -> Bool { text.count > maximumLength }

        func hasBannedWord(_ text: String) -> Bool {
            text.lowercased().split { !$0.isLetter }.contains { bannedWords.contains(String($0)) }
        }
    }

    /// Low cohesion: the comment rules, the composer's drafts and the comment's time stamp in
    /// one "comment desk", because all three are about comments. Its parts share nothing, so
    /// each change (a rule, the drafts' storage, the time format) lands in a type that also
    /// holds the other two.
    ///
    /// ```swift
    /// var desk = CommentDesk()
    /// desk.problems(in: "  ")
    /// desk.keepDraft("Nice!")
    /// ```
    struct CommentDesk: Sendable {
        var maximumLength = 280
        var bannedWords: Set<String> = ["spam"]
        private(set) var drafts: [String] = []
        var minutesPerHour = 60

        func problems(in text: String) -> [String] {
            var problems: [String] = []
            if text.allSatisfy(\.isWhitespace) { problems.append("empty") }
            if text.count > maximumLength { problems.append("longer than \(maximumLength)") }
            if text.lowercased().split(whereSeparator: { !$0.isLetter }).contains(where: {
                bannedWords.contains(String($0))
            }) {
                problems.append("banned word")
            }
            return problems
        }

        mutating func keepDraft(_ text: String) { drafts.append(text) }

        func lastDraft() -> String? { drafts.last }

        /// "2h ago" for 125 minutes.
        func stamp(minutesAgo minutes: Int) -> String {
            minutes < minutesPerHour ? "\(minutes)m ago" : "\(minutes / minutesPerHour)h ago"
        }
    }
}
