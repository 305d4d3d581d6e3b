import Futubra

/// Renders a post as a text card: a fixed algorithm whose steps each kind of content may change.
///
/// The template method is ``render(_:)``, defined in the extension and *not* a protocol
/// requirement, so it is statically dispatched: wherever a renderer is used through the
/// protocol, the frame, the order of the parts and the width are always the same. (A type's
/// own `render` would only shadow it when called on that concrete type.) The steps are
/// requirements: ``body(of:)`` must be written by every renderer; ``header(of:)``,
/// ``footer(of:)`` and the hook ``showsComments`` have defaults a renderer may override.
///
/// ```swift
/// struct PlainRenderer: PostCardRenderer {
///     func body(of post: Post) -> [String] { [post.content.description] }
/// }
/// let lines = PlainRenderer().render(post)   // framed, with the default header and footer
/// ```
protocol PostCardRenderer {
    /// The first line inside the frame; by default `author - #id`.
    func header(of post: Post) -> String
    /// What the content looks like: the one step every renderer writes.
    func body(of post: Post) -> [String]
    /// The line under the body; by default likes and comments, or `nil` for none.
    func footer(of post: Post) -> String?
    /// A hook: whether comments are listed under the card (by default, yes).
    var showsComments: Bool { get }
}

extension PostCardRenderer {
    func header(of post: Post) -> String {
        "\(post.author) - \(post.id)"
    }

    func footer(of post: Post) -> String? {
        "\(post.likeCount) likes - \(post.comments.count) comments"
    }

    var showsComments: Bool { true }

    /// The card's width in characters, frame included: fixed, not a step.
    var cardWidth: Int { 44 }

    /// Renders `post`: frame, header, body, footer, then comments if the hook says so.
    ///
    /// The template method. Its skeleton never changes; only the steps do.
    func render(_ post: Post) -> [String] {
        var inside = [header(of: post)]
        inside += body(of: post)
        if let footer = footer(of: post) {
            inside.append(footer)
        }
        if showsComments {
            inside += post.comments.map { "  \($0.author): \($0.content.words ?? "")" }
        }
        let border = "+" + String(repeating: "-", count: cardWidth - 2) + "+"
        return [border] + inside.map(framed) + [border]
    }

    private func framed(_ line: String) -> String {
        let width = cardWidth - 4
        let clipped = line.count > width ? String(line.prefix(width - 1)) + "~" : line
        return "| " + clipped + String(repeating: " ", count: width - clipped.count) + " |"
    }
}
