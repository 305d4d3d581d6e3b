import Futubra

/// The yo-yo taken out: the same card as ``YoYoCard`` and its subclasses, read top to bottom
/// in one type.
///
/// The kinds differ in a few lines, so one `switch` over the content shows all of them side by
/// side; nothing is inherited and nothing is overridden.
///
/// ```swift
/// FlatPostCard(post: post).render()
/// ```
struct FlatPostCard: Sendable {
    let post: Post

    /// The card's lines: the header, the body, the footer.
    func render() -> [String] {
        YoYoVisit.here()
        let likes = post.likeCount == 1 ? "1 like" : "\(post.likeCount) likes"
        switch post.content {
        case .text(let text):
            return ["\(post.author) posted (\(post.id))", text.text, likes]
        case .image(let image):
            return [
                "\(post.author) shared (\(post.id))", "[img] \(image.url)", image.caption ?? "(no caption)",
                likes + " · tap to zoom",
            ]
        case .video(let video):
            return [
                "\(post.author) shared (\(post.id))", "[> play] \(video.url)", video.caption ?? "(no caption)", likes,
            ]
        }
    }
}
