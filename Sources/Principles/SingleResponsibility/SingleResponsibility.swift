import Futubra

/// The single-responsibility principle, shown on a post's card and a moderator's report.
///
/// A type should answer to one group of people who may ask for it to change. ``PostDesk``
/// answers to two (the designers of the feed and the moderators), so a change one group
/// asks for reaches the other. ``PostTeaser`` and ``ModerationReport`` split it by who asks.
enum SingleResponsibility {
    /// How much of a post's words a card shows: the designers' rule.
    ///
    /// ```swift
    /// PreviewRule.firstWords(3).apply(to: "Shipped the new feed screen today!")   // "Shipped the new…"
    /// ```
    enum PreviewRule: Equatable, Sendable {
        /// Every word.
        case wholeText
        /// The first `count` words, then an ellipsis when any were cut.
        case firstWords(Int)

        /// `text` cut by the rule.
        func apply(to text: String) -> String {
            switch self {
            case .wholeText:
                return text
            case .firstWords(let count):
                let words = text.split(separator: " ")
                return words.count <= count ? text : words.prefix(count).joined(separator: " ") + "…"
            }
        }
    }
}
