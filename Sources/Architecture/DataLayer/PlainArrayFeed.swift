/// The feed's posts kept the way an `NSMutableArray` keeps them: a list that accepts
/// anything appended and calls back when the list itself changes.
///
/// Kept to run side by side with ``ModelCollection``: it holds the same post twice, never
/// hears a like inside a post, knows no sections, and its "union" is concatenation.
@MainActor
final class PlainArrayFeed {
    private(set) var posts: [PostModel] = []
    /// Called after `append`/`remove`; never for changes inside a post.
    var onChange: (() -> Void)?

    /// Appends `post`, whether or not it is already there.
    func append(_ post: PostModel) {
        posts.append(post)
        onChange?()
    }

    /// Appends every post of `others`: the nearest a list gets to a union.
    func append(contentsOf others: [PostModel]) {
        posts += others
        onChange?()
    }
}
