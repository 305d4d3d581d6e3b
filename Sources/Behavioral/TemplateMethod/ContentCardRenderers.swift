import Futubra

/// Cards for text posts: only the required step, the body; everything else is the default.
struct TextCardRenderer: PostCardRenderer {
    func body(of post: Post) -> [String] {
        [post.content.words ?? ""]
    }
}

/// Cards for image posts: a body showing the picture, and a header that says it is a photo.
struct ImageCardRenderer: PostCardRenderer {
    func header(of post: Post) -> String {
        "\(post.author) shared a photo - \(post.id)"
    }

    func body(of post: Post) -> [String] {
        guard case .image(let image) = post.content else { return [] }
        return ["[image \(image.url.url.lastPathComponent)]"] + (image.caption.map { [$0] } ?? [])
    }
}

/// Cards for video posts: a play line in the body and a footer with a play button.
struct VideoCardRenderer: PostCardRenderer {
    func body(of post: Post) -> [String] {
        guard case .video(let video) = post.content else { return [] }
        return ["[video \(video.url.url.lastPathComponent)]"] + (video.caption.map { [$0] } ?? [])
    }

    func footer(of post: Post) -> String? {
        "> Play - \(post.likeCount) likes"
    }
}

/// Compact cards for notifications: the text card without comments or footer.
struct CompactCardRenderer: PostCardRenderer {
    func body(of post: Post) -> [String] {
        [post.content.description]
    }

    func footer(of post: Post) -> String? { nil }

    var showsComments: Bool { false }
}

extension Content.Kind {
    /// The card renderer for posts of this kind.
    var cardRenderer: any PostCardRenderer {
        switch self {
        case .text: TextCardRenderer()
        case .image: ImageCardRenderer()
        case .video: VideoCardRenderer()
        }
    }
}
