import Futubra
import MessageTrace

/// Makes the right cell for a post: one static method that switches on the kind of the
/// post's content and returns the matching ``FeedCell`` type.
///
/// This is what most interviews call "the factory pattern". The choice of concrete type is
/// made here and nowhere else: the feed list asks for a cell and gets an `any FeedCell`.
/// The switch has no `default`, so when a new kind of content is added to ``Content``
/// the compiler stops at this switch until the new kind gets its cell, instead of
/// letting it fall through to a wrong one.
///
/// ```swift
/// let cell = FeedCellFactory.makeCell(for: post)   // an ImagePostCell for an image post
/// ```
enum FeedCellFactory {
    /// The cell for `post`, chosen by its content kind.
    static func makeCell(for post: Post) -> any FeedCell {
        let cell: any FeedCell
        switch post.content {
        case .text(let text):
            cell = TextPostCell(author: post.author, text: text, likes: post.likeCount)
        case .image(let image):
            cell = ImagePostCell(author: post.author, image: image, likes: post.likeCount)
        case .video(let video):
            cell = VideoPostCell(author: post.author, video: video, likes: post.likeCount)
        }
        Trace.note(over: "FeedCellFactory", "\(post.content.kind) -> \(type(of: cell))")
        return cell
    }
}
