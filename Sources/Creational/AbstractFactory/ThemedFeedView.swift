import Futubra

/// The feed, drawn as text with the renderers of one theme.
///
/// The view knows renderers only through ``PostRendering`` and ``CommentRendering``, and
/// it can only be given renderers of one family: both come from the same `Theme`, either
/// made by a theme or passed as `Theme.PostRenderer` and `Theme.CommentRenderer`.
struct ThemedFeedView<Theme: FeedTheme>: Sendable {
    private let postRenderer: Theme.PostRenderer
    private let commentRenderer: Theme.CommentRenderer

    /// A view drawn with everything `theme` makes.
    init(theme: Theme) {
        self.init(postRenderer: theme.makePostRenderer(), commentRenderer: theme.makeCommentRenderer())
    }

    /// A view drawn with two renderers of the same theme; renderers of two themes do not compile.
    init(postRenderer: Theme.PostRenderer, commentRenderer: Theme.CommentRenderer) {
        self.postRenderer = postRenderer
        self.commentRenderer = commentRenderer
    }

    /// The lines of `feed`: every post opened, its comments, then the post closed.
    func render(_ feed: Feed) -> [String] {
        feed.posts.flatMap { post in
            postRenderer.opening(post) + post.comments.flatMap(commentRenderer.render) + postRenderer.closing(post)
        }
    }
}
