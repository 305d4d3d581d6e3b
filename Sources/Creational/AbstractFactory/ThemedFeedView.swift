import Futubra

/// The feed, drawn as text with the renderers of one theme.
///
/// The view knows renderers only through ``PostRendering`` and ``CommentRendering``, and
/// it is only ever given one theme, which makes both of them: their types come from the
/// one `Theme` parameter, and their shared settings (a rich card's width) from the one
/// theme value.
///
/// ```swift
/// let lines = ThemedFeedView(theme: CompactTheme()).render(feed)
/// ```
struct ThemedFeedView<Theme: FeedTheme>: Sendable {
    private let postRenderer: Theme.PostRenderer
    private let commentRenderer: Theme.CommentRenderer

    /// A view drawn with everything `theme` makes.
    init(theme: Theme) {
        postRenderer = theme.makePostRenderer()
        commentRenderer = theme.makeCommentRenderer()
    }

    /// The lines of `feed`: every post opened, its comments, then the post closed.
    func render(_ feed: Feed) -> [String] {
        feed.posts.flatMap { post in
            postRenderer.opening(post) + post.comments.flatMap(commentRenderer.render) + postRenderer.closing(post)
        }
    }
}
