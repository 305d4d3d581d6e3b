import Futubra

/// Don't repeat yourself, shown on one piece of knowledge: how a `@mention` in a post or a
/// comment names a Futubra user.
///
/// The WET design keeps that rule in two copies, one per composer; a fix reaches only the
/// copy it was made in. The DRY design keeps it once, in ``MentionParser``, and both
/// composers ask it.
///
/// ```swift
/// DRY.MentionParser.names(in: "thanks @anna, @bob.")   // [anna, bob]
/// ```
enum DRY {}

extension DRY {
    /// The one place that knows what a mention is: a word that starts with `@`, followed by
    /// a valid user name, with the sentence's trailing punctuation dropped.
    ///
    /// - Complexity: O(n) in the length of `text`.
    enum MentionParser {
        /// The users `text` mentions, in order, each once.
        static func names(in text: String) -> [UserName] {
            var names: [UserName] = []
            for word in text.split(whereSeparator: \.isWhitespace) where word.hasPrefix("@") {
                var name = word.dropFirst()
                while let last = name.last, ",.!?:;)".contains(last) { name.removeLast() }
                if let user = try? UserName(String(name)), !names.contains(user) { names.append(user) }
            }
            return names
        }
    }

    /// The post composer, DRY: whom a new post notifies, from the shared parser.
    struct PostComposer: Sendable {
        func notified(by text: String) -> [UserName] { MentionParser.names(in: text) }
    }

    /// The comment composer, DRY: the same rule, from the same parser.
    struct CommentComposer: Sendable {
        func notified(by text: String) -> [UserName] { MentionParser.names(in: text) }
    }
}
