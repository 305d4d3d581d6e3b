import Futubra

/// What a screen asks for: a post rendered as text. The abstraction side of the bridge.
///
/// A renderer decides what to show and in which order, and holds an ``OutputBackend``
/// (the bridge) that decides how each piece is written. Any renderer works with any
/// back-end: two renderers and two back-ends give four outputs from four small types.
///
/// ```swift
/// let card = PostCardRenderer(backend: MarkdownBackend())
/// let text = card.render(try SampleFeed.post(1))
/// ```
protocol PostRenderer: Sendable {
    /// The output back-end every piece is written with.
    var backend: any OutputBackend { get }
    /// `post` as lines of text.
    func render(_ post: Post) -> [String]
}

extension PostRenderer {
    /// The content as the back-end writes it: the text, or a link to the media.
    func body(of content: Content) -> String {
        switch content {
        case .text(let text): text.text
        case .image(let image): backend.link(image.caption ?? "image", to: image.url)
        case .video(let video): backend.link(video.caption ?? "video", to: video.url)
        }
    }
}

/// The full card: a heading, the content, the likes and every comment.
///
/// One abstraction of the bridge: it decides what a card shows and leaves the format to
/// its back-end.
///
/// ```swift
/// PostCardRenderer(backend: PlainTextBackend()).render(try SampleFeed.post(1))[0]   // "DANA WROTE"
/// ```
struct PostCardRenderer: PostRenderer {
    let backend: any OutputBackend

    func render(_ post: Post) -> [String] {
        var lines = [backend.heading("\(post.author) wrote"), body(of: post.content), "likes: \(post.likeCount)"]
        for comment in post.comments {
            lines.append(backend.bullet("\(backend.emphasis(comment.author.rawValue)): \(body(of: comment.content))"))
        }
        return lines
    }
}

/// One line for a compact list: author, content, counts.
///
/// One abstraction of the bridge, built from the same primitives as the card.
///
/// ```swift
/// PostRowRenderer(backend: MarkdownBackend()).render(try SampleFeed.post(1))
/// // ["* **dana** Hello, Futubra. (2 likes, 2 comments)"]
/// ```
struct PostRowRenderer: PostRenderer {
    let backend: any OutputBackend

    func render(_ post: Post) -> [String] {
        let counts = "\(post.likeCount) likes, \(post.comments.count) comments"
        return [backend.bullet("\(backend.emphasis(post.author.rawValue)) \(body(of: post.content)) (\(counts))")]
    }
}
