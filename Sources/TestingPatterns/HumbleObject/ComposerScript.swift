import Futubra

/// The same user session played on any composer screen: what a characterization test compares
/// between the tangled controller and the humble pair, screen by screen.
///
/// ```swift
/// ComposerScript.play(on: tangled) == ComposerScript.play(on: humble)   // the move kept the behaviour
/// ```
enum ComposerScript {
    /// One thing the user does.
    enum Step: Sendable {
        case type(String)
        case tapPost
    }

    /// Empty, blank, a comment, the longest allowed, one too long, post, the same again, another.
    static let steps: [Step] = [
        .type(""), .type("   "), .type("Nice cat"), .type(String(repeating: "a", count: 280)),
        .type(String(repeating: "a", count: 281)), .type("  Nice cat "), .tapPost, .type("Nice cat"),
        .type("Nicer cat"), .tapPost,
    ]

    /// Plays ``steps`` on `screen` and returns one line per step: what was done and the screen.
    @MainActor
    static func play(on screen: some ComposerScreen) -> [String] {
        _ = screen.render()
        return steps.map { step in
            let done: String
            switch step {
            case .type(let text):
                screen.field.text = text
                screen.textChanged()
                done = text.count > 20 ? "types \(text.count) characters" : "types '\(text)'"
            case .tapPost:
                screen.postButton.tap()
                done = "taps Post"
            }
            let lines = screen.render().map { $0.count > 24 ? String($0.prefix(21)) + "..." : $0 }
            let enabled = screen.postButton.isEnabled ? "" : " (disabled)"
            return "\(done): \(lines.joined(separator: " | "))\(enabled); comments: \(screen.post.comments.count)"
        }
    }
}
