extension OpenClosed {
    /// Open-closed kept: draws any attachment by asking it for its lines.
    ///
    /// Closed for modification (nothing in it names a kind), open for extension (any type
    /// conforming to ``PostAttachment`` is drawn, including one declared in another module).
    ///
    /// ```swift
    /// AttachmentRenderer().lines(for: [OpenClosed.attachment(for: post.content), poll])
    /// ```
    public struct AttachmentRenderer: Sendable {
        public init() {}

        /// The card's lines for `attachments`, in order.
        public func lines(for attachments: [any PostAttachment]) -> [String] {
            attachments.flatMap { $0.lines() }
        }
    }

    /// Open-closed broken: draws an attachment after asking which of the kinds it knows it is.
    ///
    /// It was written for text, image and video. A new kind compiles without a complaint and
    /// lands in the fallback; drawing it means opening this type and adding a branch, and
    /// every other switch like it.
    ///
    /// ```swift
    /// KindSwitchRenderer().lines(for: [poll])   // ["(unsupported attachment)"]
    /// ```
    struct KindSwitchRenderer: Sendable {
        /// The card's lines for `attachments`, in order.
        func lines(for attachments: [any PostAttachment]) -> [String] {
            attachments.flatMap { attachment -> [String] in
                if let text = attachment as? TextAttachment {
                    return [text.text]
                }
                if let image = attachment as? ImageAttachment {
                    return ["[img] \(image.url)"] + (image.caption.map { ["\"\($0)\""] } ?? [])
                }
                if let video = attachment as? VideoAttachment {
                    return ["[> play] \(video.url)"] + (video.caption.map { ["\"\($0)\""] } ?? [])
                }
                return ["(unsupported attachment)"]
            }
        }
    }
}
