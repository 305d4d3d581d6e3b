import Futubra

/// A post's card on the feed screen, drawn as text lines: the base class of the cards.
///
/// Inheritance used for what it is for: every card IS-A post card. The base class owns
/// the layout, ``render()`` (a header, the body, a footer), and each subclass overrides
/// only ``body()``, the part that differs by kind. Through a `PostCardView` reference,
/// `render()` reaches the subclass's `body()` by dynamic dispatch: polymorphism.
///
/// ```swift
/// let cards: [PostCardView] = feed.posts.map(PostCardView.card(for:))
/// let lines = cards.flatMap { $0.render() }
/// ```
class PostCardView {
    /// The post the card shows.
    let post: Post

    /// A card for `post`; subclasses add what their kind needs.
    init(post: Post) {
        self.post = post
    }

    /// The whole card. Not overridable: the layout is the base class's promise.
    final func render() -> [String] {
        [AuthorLine(author: post.author, action: "posted", id: "post \(post.id)").text] + body().map { "  \($0)" }
            + ["  " + countLine(likes: post.likeCount, comments: post.comments.count)]
    }

    /// What the post shows; each kind of card overrides it.
    func body() -> [String] {
        []
    }

    /// The card for `post`: the one place that switches on the kind, when the card is made.
    static func card(for post: Post) -> PostCardView {
        switch post.content {
        case .text(let text): TextCardView(post: post, text: text)
        case .image(let image): ImageCardView(post: post, image: image)
        case .video(let video): VideoCardView(post: post, video: video)
        }
    }
}

/// A text post's card: the text.
final class TextCardView: PostCardView {
    let text: TextContent

    init(post: Post, text: TextContent) {
        self.text = text
        super.init(post: post)
    }

    override func body() -> [String] {
        [text.text]
    }
}

/// An image post's card: a picture frame and the caption.
final class ImageCardView: PostCardView {
    let image: ImageContent

    init(post: Post, image: ImageContent) {
        self.image = image
        super.init(post: post)
    }

    override func body() -> [String] {
        ["[img] \(image.url)"] + (image.caption.map { ["\"\($0)\""] } ?? [])
    }
}

/// A video post's card: a player. Added after the text and image cards.
final class VideoCardView: PostCardView {
    let video: VideoContent

    init(post: Post, video: VideoContent) {
        self.video = video
        super.init(post: post)
    }

    override func body() -> [String] {
        ["[> play] \(video.url)"] + (video.caption.map { ["\"\($0)\""] } ?? [])
    }
}

/// The first line of a card: who did what. Shared by post cards and comment cards by
/// composition: each holds one, neither inherits from the other.
///
/// ```swift
/// AuthorLine(author: anna, action: "replied", id: "comment #1").text   // "anna replied (comment #1)"
/// ```
struct AuthorLine: Equatable, Sendable {
    let author: UserName
    let action: String
    let id: String

    var text: String { "\(author) \(action) (\(id))" }
}

/// A card's footer: `1 like, 2 comments`.
func countLine(likes: Int, comments: Int) -> String {
    "\(likes) \(likes == 1 ? "like" : "likes"), \(comments) \(comments == 1 ? "comment" : "comments")"
}
