import Futubra

extension GRASP {
    /// Polymorphism: behaviour that varies by kind belongs to the kinds, behind one
    /// operation, so callers never switch on the kind.
    ///
    /// ```swift
    /// let preview: any ContentPreview = ImageContent(...)
    /// preview.previewLine   // "[image] My cat, judging me"
    /// ```
    protocol ContentPreview {
        var previewLine: String { get }
    }
}

extension TextContent: GRASP.ContentPreview {
    var previewLine: String { String(text.prefix(24)) }
}

extension ImageContent: GRASP.ContentPreview {
    var previewLine: String { "[image] " + (caption ?? url.absoluteString) }
}

extension VideoContent: GRASP.ContentPreview {
    var previewLine: String { "[video] " + (caption ?? url.absoluteString) }
}

extension GRASP {
    /// The kind's own preview: the one place that unwraps Futubra's `Content` enum.
    static func preview(of content: Content) -> any ContentPreview {
        switch content {
        case .text(let text): text
        case .image(let image): image
        case .video(let video): video
        }
    }

    /// Polymorphism left out: a caller that asks each item which kind it is and previews the
    /// kinds it knows. Every caller like it must be found and edited for a new kind.
    ///
    /// ```swift
    /// KindCheckPreview.line(for: poll)   // "(no preview)"
    /// ```
    enum KindCheckPreview {
        static func line(for item: any ContentPreview) -> String {
            if let text = item as? TextContent { return String(text.text.prefix(24)) }
            if let image = item as? ImageContent { return "[image] " + (image.caption ?? image.url.absoluteString) }
            if let video = item as? VideoContent { return "[video] " + (video.caption ?? video.url.absoluteString) }
            return "(no preview)"
        }
    }
}
