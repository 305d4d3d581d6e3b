import Foundation
import Futubra
import MessageTrace

/// What the comment composer shows for a draft: whether Post is enabled, the counter, and a
/// message when the draft cannot be posted.
struct ComposerState: Equatable, Sendable {
    var canPost: Bool
    var counter: String
    var message: String?
}

/// The comment composer's rules as a plain value: the logic the humble object moved out of the
/// view controller.
///
/// No view, no main actor, no framework: a test gives it a draft and checks the state it
/// returns, for as many drafts as it likes, in parallel if it likes. A draft is trimmed; it
/// may be posted when it is not empty, at most `limit` characters, and not the same as the
/// author's last comment.
///
/// ```swift
/// var rules = ComposerRules(author: SampleFeed.eve)
/// rules.state(for: "Nice cat")            // can post, "8/280"
/// rules.post("Nice cat", on: &post)       // the comment; the same draft is now refused
/// ```
struct ComposerRules: Sendable {
    /// Who writes.
    let author: UserName
    /// The most characters a comment may have.
    let limit: Int
    /// The author's last posted comment, trimmed.
    private(set) var lastPosted: String?

    init(author: UserName, limit: Int = 280) {
        self.author = author
        self.limit = limit
    }

    /// What the composer shows for `draft`.
    func state(for draft: String) -> ComposerState {
        let text = draft.trimmingCharacters(in: .whitespacesAndNewlines)
        let counter = "\(text.count)/\(limit)"
        if text.isEmpty { return ComposerState(canPost: false, counter: counter) }
        if text.count > limit {
            return ComposerState(canPost: false, counter: counter, message: "too long by \(text.count - limit)")
        }
        if text == lastPosted {
            return ComposerState(canPost: false, counter: counter, message: "you just posted that")
        }
        return ComposerState(canPost: true, counter: counter)
    }

    /// Adds `draft` to `post` as the author's comment if the rules allow it, and remembers it.
    mutating func post(_ draft: String, on post: inout Post) -> Comment? {
        guard state(for: draft).canPost else { return nil }
        let text = draft.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let content = try? Content.text(text) else { return nil }
        Trace.call(from: "ComposerRules", to: "Post", "addComment(by: \(author))")
        lastPosted = text
        return post.addComment(by: author, content: content)
    }
}

extension ComposerState {
    /// A state with no message.
    init(canPost: Bool, counter: String) {
        self.init(canPost: canPost, counter: counter, message: nil)
    }
}
