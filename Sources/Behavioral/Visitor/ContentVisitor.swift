import Futubra

/// An operation over the three kinds of content, one method per kind.
///
/// The visitor of the pattern. A new operation (an accessibility label, upload statistics, a
/// moderation check) is a new conforming type; `Content`, `TextContent`, `ImageContent` and
/// `VideoContent` never change. `mutating` lets a visitor accumulate state as it goes.
///
/// ```swift
/// let label = post.content.accept(AccessibilityDescriber())   // "Image: My cat, judging me"
/// var statistics = MediaStatistics()
/// _ = feed.visitAllContent(with: &statistics)
/// ```
protocol ContentVisitor {
    associatedtype Result
    mutating func visitText(_ text: TextContent) -> Result
    mutating func visitImage(_ image: ImageContent) -> Result
    mutating func visitVideo(_ video: VideoContent) -> Result
}

extension Content {
    /// Hands this content to the `visitor` method for its kind (the "double dispatch": which
    /// method runs depends on both the content's kind and the visitor's type).
    func accept<Visitor: ContentVisitor>(_ visitor: inout Visitor) -> Visitor.Result {
        switch self {
        case .text(let text): visitor.visitText(text)
        case .image(let image): visitor.visitImage(image)
        case .video(let video): visitor.visitVideo(video)
        }
    }

    /// `accept(_:)` for a visitor that keeps no state.
    func accept<Visitor: ContentVisitor>(_ visitor: Visitor) -> Visitor.Result {
        var visitor = visitor
        return accept(&visitor)
    }
}

extension Feed {
    /// Visits the content of every post and of every comment, in display order.
    ///
    /// The traversal is written once; any visitor can ride on it.
    func visitAllContent<Visitor: ContentVisitor>(with visitor: inout Visitor) -> [Visitor.Result] {
        var results: [Visitor.Result] = []
        for post in posts {
            results.append(post.content.accept(&visitor))
            for comment in post.comments {
                results.append(comment.content.accept(&visitor))
            }
        }
        return results
    }
}
