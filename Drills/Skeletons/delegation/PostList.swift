/// What a post list asks and tells the object that manages it, usually the screen that owns it.
protocol PostListDelegate: AnyObject {
    /// Whether the row of `post` may be selected now.
    func postList(_ list: PostList, shouldSelect post: Int) -> Bool
    /// The row of `post` was selected.
    func postList(_ list: PostList, didSelect post: Int)
}

/// A list of posts, as a table view is: it draws rows and reports taps to its delegate.
///
/// ```swift
/// final class FeedScreen: PostListDelegate {
///     let list = PostList()
///     init() { list.delegate = self }   // the screen owns the list and is its delegate
///     …
/// }
/// ```
final class PostList {
    /// The object that decides and hears about selections.
    ///
    /// TODO: the screen that owns this list is its delegate; the list must not keep it alive.
    var delegate: (any PostListDelegate)?

    init() {}

    /// A tap on the row of `post`.
    ///
    /// TODO: ask the delegate whether the row may be selected; if it may, tell the delegate
    /// it was. With no delegate, nothing is selected.
    func tapRow(post: Int) {}
}
