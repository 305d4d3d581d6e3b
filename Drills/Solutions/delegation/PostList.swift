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
    /// The object that decides and hears about selections. Weak: the screen that owns this
    /// list is usually its delegate, and a strong reference back would be a retain cycle.
    /// (`weak` needs a class-bound protocol: `PostListDelegate: AnyObject`.)
    weak var delegate: (any PostListDelegate)?

    init() {}

    /// A tap on the row of `post`: selected only if the delegate allows it, and then the
    /// delegate is told. With no delegate (none set, or gone), nothing is selected.
    func tapRow(post: Int) {
        guard let delegate, delegate.postList(self, shouldSelect: post) else { return }
        delegate.postList(self, didSelect: post)
    }
}
