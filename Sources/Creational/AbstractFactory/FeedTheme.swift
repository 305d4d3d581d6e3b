import Futubra

/// A look for the feed: makes the renderers of one family, which are made to fit each other.
///
/// A theme's post renderer and comment renderer share its layout (a rich card's frame and
/// width, a compact list's indentation), so they are only ever used together. Each
/// product names its theme in its `Theme` associated type, and the requirements below
/// pin that to `Self`: a family is a type-level fact, and mixing two families does not
/// compile.
///
/// ```swift
/// let view = ThemedFeedView(theme: RichTheme(width: 44))
/// let lines = view.render(feed)
/// ```
protocol FeedTheme: Sendable {
    /// The renderer this theme makes for posts.
    associatedtype PostRenderer: PostRendering where PostRenderer.Theme == Self
    /// The renderer this theme makes for comments.
    associatedtype CommentRenderer: CommentRendering where CommentRenderer.Theme == Self

    /// The theme's name, as the settings screen shows it.
    var name: String { get }

    /// Makes the post renderer of this family.
    func makePostRenderer() -> PostRenderer
    /// Makes the comment renderer of this family.
    func makeCommentRenderer() -> CommentRenderer
}

/// Draws a post: the lines that open it and the lines that close it, around its comments.
///
/// ```swift
/// let lines = renderer.opening(post) + comments + renderer.closing(post)
/// ```
protocol PostRendering: Sendable {
    /// The theme whose family this renderer belongs to.
    associatedtype Theme: FeedTheme

    /// The lines above the post's comments: who wrote it and what it says.
    func opening(_ post: Post) -> [String]
    /// The lines below the post's comments: likes, and whatever closes the post.
    func closing(_ post: Post) -> [String]
}

/// Draws one comment, inside the layout its post renderer opened.
///
/// ```swift
/// let lines = post.comments.flatMap(renderer.render)
/// ```
protocol CommentRendering: Sendable {
    /// The theme whose family this renderer belongs to.
    associatedtype Theme: FeedTheme

    /// The lines for `comment`.
    func render(_ comment: Comment) -> [String]
}
