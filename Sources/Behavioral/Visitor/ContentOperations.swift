import Futubra

/// What VoiceOver reads for a piece of content: one visitor, one operation.
struct AccessibilityDescriber: ContentVisitor {
    func visitText(_ text: TextContent) -> String {
        text.text
    }

    func visitImage(_ image: ImageContent) -> String {
        image.caption.map { "Image: \($0)" } ?? "Image without description"
    }

    func visitVideo(_ video: VideoContent) -> String {
        video.caption.map { "Video: \($0)" } ?? "Video without description"
    }
}

/// Tallies a feed's content for the storage team: how many of each kind, how many media
/// lack a caption, and the hosts media come from. A visitor that accumulates state.
struct MediaStatistics: ContentVisitor {
    private(set) var texts = 0
    private(set) var images = 0
    private(set) var videos = 0
    private(set) var uncaptioned = 0
    private(set) var hosts: Set<String> = []

    mutating func visitText(_ text: TextContent) {
        texts += 1
    }

    mutating func visitImage(_ image: ImageContent) {
        images += 1
        countMedia(url: image.url, caption: image.caption)
    }

    mutating func visitVideo(_ video: VideoContent) {
        videos += 1
        countMedia(url: video.url, caption: video.caption)
    }

    private mutating func countMedia(url: MediaURL, caption: String?) {
        if caption == nil { uncaptioned += 1 }
        if let host = url.url.host { hosts.insert(host) }
    }
}

extension Content {
    /// The same operation as ``AccessibilityDescriber``, written the way Swift usually does it
    /// for a closed enum: one exhaustive `switch`. Add a fourth kind of content and the
    /// compiler points here, exactly as it would at a visitor's missing method.
    var accessibilityLabel: String {
        switch self {
        case .text(let text): text.text
        case .image(let image): image.caption.map { "Image: \($0)" } ?? "Image without description"
        case .video(let video): video.caption.map { "Video: \($0)" } ?? "Video without description"
        }
    }
}
