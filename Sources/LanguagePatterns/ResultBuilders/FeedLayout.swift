import Futubra

/// One row group of the home screen, top to bottom.
enum FeedSection: Equatable, Sendable, CustomStringConvertible {
    /// A title line.
    case header(String)
    /// A post of the feed.
    case post(PostID)
    /// A user the viewer might follow.
    case suggestion(UserName)
    /// What the screen says when there is nothing to show.
    case emptyState(String)

    var description: String {
        switch self {
        case .header(let title): "header(\(title))"
        case .post(let id): "post(\(id))"
        case .suggestion(let user): "suggestion(\(user.rawValue))"
        case .emptyState(let text): "emptyState(\(text))"
        }
    }
}

/// The home screen's layout: its sections in order, written by hand or with the
/// ``FeedLayoutBuilder`` DSL.
///
/// Intent: the value the DSL builds. Two layouts are equal when their sections are; how a
/// layout was built (``steps``) is kept to show the calls the compiler made, and is no part
/// of its value.
///
/// ```swift
/// let layout = FeedLayout {
///     FeedSection.header("Futubra")
///     if feed.isEmpty { FeedSection.emptyState("No posts yet") } else { for post in feed.posts { post } }
/// }
/// ```
struct FeedLayout: Equatable, Sendable {
    let sections: [FeedSection]
    /// The builder calls that made the layout, or `nil` for a layout written by hand.
    let steps: LayoutStep?

    /// A layout written by hand.
    init(sections: [FeedSection]) {
        self.sections = sections
        steps = nil
    }

    init(sections: [FeedSection], steps: LayoutStep) {
        self.sections = sections
        self.steps = steps
    }

    /// A layout written with the DSL: the closure's statements are turned into
    /// ``FeedLayoutBuilder`` calls by the compiler.
    init(@FeedLayoutBuilder _ content: () -> FeedLayout) {
        self = content()
    }

    static func == (lhs: FeedLayout, rhs: FeedLayout) -> Bool { lhs.sections == rhs.sections }
}
