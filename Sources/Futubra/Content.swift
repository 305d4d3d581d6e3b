/// What a post or a comment carries: text, an image or a video.
///
/// Futubra has three kinds of content with different contracts. Each kind is its
/// own type with its own guarantee (text content always has text; image and video
/// content always have a valid URL), and `Content` is the closed set of the three.
package enum Content: Hashable, Sendable {
    /// Plain text.
    case text(TextContent)
    /// An image with an optional caption.
    case image(ImageContent)
    /// A video with an optional caption.
    case video(VideoContent)

    /// The kind of content, for display and JSON.
    package var kind: Kind {
        switch self {
        case .text: .text
        case .image: .image
        case .video: .video
        }
    }

    /// The words a reader sees: the text, or the caption if there is one.
    package var words: String? {
        switch self {
        case .text(let text): text.text
        case .image(let image): image.caption
        case .video(let video): video.caption
        }
    }

    /// The three kinds of content.
    package enum Kind: String, CaseIterable, Codable, Sendable {
        case text, image, video
    }
}

extension Content {
    /// Text content; throws ``FutubraError/emptyText`` for empty or blank text.
    package static func text(_ text: String) throws(FutubraError) -> Content {
        .text(try TextContent(text))
    }

    /// Image content; throws when `url` is not an http(s) URL.
    package static func image(_ url: String, caption: String? = nil) throws(FutubraError) -> Content {
        .image(ImageContent(url: try MediaURL(url), caption: caption))
    }

    /// Video content; throws when `url` is not an http(s) URL.
    package static func video(_ url: String, caption: String? = nil) throws(FutubraError) -> Content {
        .video(VideoContent(url: try MediaURL(url), caption: caption))
    }
}

/// Text content: guarantees at least one character that is not white space.
package struct TextContent: Hashable, Sendable {
    /// The text, exactly as given.
    package let text: String

    /// Throws ``FutubraError/emptyText`` when `text` has no visible character.
    package init(_ text: String) throws(FutubraError) {
        guard text.contains(where: { !$0.isWhitespace }) else { throw .emptyText }
        self.text = text
    }
}

/// Image content: a required media URL and an optional caption.
package struct ImageContent: Hashable, Sendable {
    /// Where the image is.
    package let url: MediaURL
    /// The caption; `nil` when none was given or it was blank.
    package let caption: String?

    /// An image at `url`; a blank caption is stored as no caption.
    package init(url: MediaURL, caption: String? = nil) {
        self.url = url
        self.caption = normalizedCaption(caption)
    }
}

/// Video content: a required media URL and an optional caption.
///
/// The same fields as ``ImageContent``, kept a separate type on purpose: an image is not a
/// video, and tomorrow either may change alone.
package struct VideoContent: Hashable, Sendable {
    /// Where the video is.
    package let url: MediaURL
    /// The caption; `nil` when none was given or it was blank.
    package let caption: String?

    /// A video at `url`; a blank caption is stored as no caption.
    package init(url: MediaURL, caption: String? = nil) {
        self.url = url
        self.caption = normalizedCaption(caption)
    }
}

private func normalizedCaption(_ caption: String?) -> String? {
    guard let caption, caption.contains(where: { !$0.isWhitespace }) else { return nil }
    return caption
}

extension Content: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, text, url, caption
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(Kind.self, forKey: .kind)
        switch kind {
        case .text:
            let text = try container.decode(String.self, forKey: .text)
            do {
                self = .text(try TextContent(text))
            } catch {
                throw DecodingError.dataCorruptedError(
                    forKey: .text, in: container, debugDescription: error.description)
            }
        case .image:
            let url = try container.decode(MediaURL.self, forKey: .url)
            let caption = try container.decodeIfPresent(String.self, forKey: .caption)
            self = .image(ImageContent(url: url, caption: caption))
        case .video:
            let url = try container.decode(MediaURL.self, forKey: .url)
            let caption = try container.decodeIfPresent(String.self, forKey: .caption)
            self = .video(VideoContent(url: url, caption: caption))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        switch self {
        case .text(let text):
            try container.encode(text.text, forKey: .text)
        case .image(let image):
            try container.encode(image.url, forKey: .url)
            try container.encodeIfPresent(image.caption, forKey: .caption)
        case .video(let video):
            try container.encode(video.url, forKey: .url)
            try container.encodeIfPresent(video.caption, forKey: .caption)
        }
    }
}

extension Content: CustomStringConvertible {
    /// One line a reader can see: `text: Hello`, `image: https://… "caption"`.
    package var description: String {
        switch self {
        case .text(let text): "text: \(text.text)"
        case .image(let image): "image: \(image.url)" + (image.caption.map { " \"\($0)\"" } ?? "")
        case .video(let video): "video: \(video.url)" + (video.caption.map { " \"\($0)\"" } ?? "")
        }
    }
}
