import Futubra

/// The open-closed principle, shown on the attachments a post card draws.
///
/// ``AttachmentRenderer`` is open for extension and closed for modification: a new kind of
/// attachment is a new type conforming to ``PostAttachment``, written anywhere, and the
/// renderer draws it unchanged. ``KindSwitchRenderer`` checks each attachment's type, so
/// every new kind means editing it.
///
/// The protocol and the renderer are public, so that another module can add a kind: the
/// strongest form of "without editing" is a client that cannot edit the module at all.
public enum OpenClosed {
    /// Something a post card can draw: each kind knows its own lines.
    ///
    /// ```swift
    /// struct PollAttachment: OpenClosed.PostAttachment {
    ///     func lines() -> [String] { ["[poll] Tabs or spaces?"] }
    /// }
    /// ```
    public protocol PostAttachment: Sendable {
        /// The lines the card shows for this attachment.
        func lines() -> [String]
    }

    /// The attachment for one of Futubra's three kinds of content.
    static func attachment(for content: Content) -> any PostAttachment {
        switch content {
        case .text(let text): TextAttachment(text: text.text)
        case .image(let image): ImageAttachment(url: "\(image.url)", caption: image.caption)
        case .video(let video): VideoAttachment(url: "\(video.url)", caption: video.caption)
        }
    }
}

extension OpenClosed {
    /// A text attachment: the words.
    struct TextAttachment: PostAttachment {
        let text: String

        func lines() -> [String] { [text] }
    }

    /// An image attachment: a frame and the caption.
    struct ImageAttachment: PostAttachment {
        let url: String
        let caption: String?

        func lines() -> [String] { ["[img] \(url)"] + (caption.map { ["\"\($0)\""] } ?? []) }
    }

    /// A video attachment: a player and the caption.
    struct VideoAttachment: PostAttachment {
        let url: String
        let caption: String?

        func lines() -> [String] { ["[> play] \(url)"] + (caption.map { ["\"\($0)\""] } ?? []) }
    }
}
