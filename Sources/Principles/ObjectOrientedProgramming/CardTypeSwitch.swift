import Futubra

/// Polymorphism missing: a renderer that asks each card what class it is and draws it
/// itself.
///
/// It was written when the feed had text and image cards. A new subclass compiles
/// without a complaint (an `as?` chain is never exhaustive) and lands in the fallback: the
/// video card is shown as a post that cannot be shown. Compare ``PostCardView/render()``,
/// which reaches each subclass's own ``PostCardView/body()`` by dynamic dispatch and needs
/// no change when a subclass is added.
///
/// ```swift
/// CardTypeSwitch.render(card)   // asks `card as? TextCardView`, then `as? ImageCardView`
/// ```
enum CardTypeSwitch {
    /// The lines for `card`, chosen by checking its class.
    static func render(_ card: PostCardView) -> [String] {
        let header = AuthorLine(author: card.post.author, action: "posted", id: "post \(card.post.id)").text
        let footer = "  " + countLine(likes: card.post.likeCount, comments: card.post.comments.count)
        if let text = card as? TextCardView {
            return [header, "  \(text.text.text)", footer]
        }
        if let image = card as? ImageCardView {
            return [header, "  [img] \(image.image.url)"] + (image.image.caption.map { ["  \"\($0)\""] } ?? [])
                + [footer]
        }
        return [header, "  (this post cannot be shown)", footer]
    }
}
