import Futubra

/// A row of the feed list: draws one post. The list knows cells only through this protocol.
///
/// Each kind of content has its own cell type, with the fields that kind needs (an image
/// cell keeps the image and its caption, a video cell the video). Which type a post gets is
/// decided in one place, ``FeedCellFactory/makeCell(for:)``.
///
/// ```swift
/// let cell: any FeedCell = FeedCellFactory.makeCell(for: post)
/// let lines = cell.render()
/// ```
protocol FeedCell: Sendable {
    /// The kind of content this cell type draws.
    static var kind: Content.Kind { get }
    /// The lines the cell draws.
    func render() -> [String]
}

/// Draws a text post: the author, the text and the likes.
///
/// ```swift
/// TextPostCell(author: anna, text: try TextContent("Hi"), likes: 2).render()   // ["anna: Hi", "  2 likes"]
/// ```
struct TextPostCell: FeedCell {
    static let kind = Content.Kind.text
    let author: UserName
    let text: TextContent
    let likes: Int

    func render() -> [String] {
        ["\(author): \(text.text)", "  \(likes) \(likes == 1 ? "like" : "likes")"]
    }
}

/// Draws an image post: a picture frame with the caption under it.
///
/// ```swift
/// ImagePostCell(author: bob, image: image, likes: 0).render()   // ["bob posted a photo", "  [img] …", …]
/// ```
struct ImagePostCell: FeedCell {
    static let kind = Content.Kind.image
    let author: UserName
    let image: ImageContent
    let likes: Int

    func render() -> [String] {
        ["\(author) posted a photo", "  [img] \(image.url)"]
            + (image.caption.map { ["  \"\($0)\""] } ?? [])
            + ["  \(likes) \(likes == 1 ? "like" : "likes")"]
    }
}

/// Draws a video post: a player with a play button and the caption, if any.
///
/// ```swift
/// VideoPostCell(author: chen, video: video, likes: 1).render()   // ["chen posted a video", "  [> play] …", …]
/// ```
struct VideoPostCell: FeedCell {
    static let kind = Content.Kind.video
    let author: UserName
    let video: VideoContent
    let likes: Int

    func render() -> [String] {
        ["\(author) posted a video", "  [> play] \(video.url)"]
            + (video.caption.map { ["  \"\($0)\""] } ?? [])
            + ["  \(likes) \(likes == 1 ? "like" : "likes")"]
    }
}
