import Futubra

/// The model behind one post's card on screen; its like count and caption are observable.
///
/// Every observable property brackets its change with `willChange`/`didChange`, which is all
/// the object does for its observers: it never learns who they are.
///
/// ```swift
/// let card = PostCardModel(post: try SampleFeed.post(3))
/// let token = card.observe(\.likeCount, options: [.old, .new]) { _, change in ... }
/// card.likeCount += 1
/// ```
final class PostCardModel: KeyValueObservable {
    let observers = KeyValueObservers<PostCardModel>()

    /// The post shown.
    let postID: PostID

    /// How many users like the post.
    var likeCount: Int {
        willSet { observers.willChange(\PostCardModel.likeCount, of: self) }
        didSet { observers.didChange(\PostCardModel.likeCount, of: self) }
    }

    /// The words under the post, if any.
    var caption: String? {
        willSet { observers.willChange(\PostCardModel.caption, of: self) }
        didSet { observers.didChange(\PostCardModel.caption, of: self) }
    }

    /// A card for `post`.
    init(post: Post) {
        self.postID = post.id
        self.likeCount = post.likeCount
        self.caption = post.content.words
    }
}
