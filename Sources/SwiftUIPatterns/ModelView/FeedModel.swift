import Futubra
import MessageTrace
import Observation

/// One post as the app holds it: an `@Observable` object, so a view that shows this post is
/// evaluated again when this post changes, and not when another one does.
@Observable
@MainActor
final class PostObject: Identifiable {
    let id: Int
    let author: String
    private(set) var likes: Int
    private(set) var liked: Bool

    /// The object of `post`, as anna sees it.
    init(_ post: Post) {
        id = post.id.rawValue
        author = post.author.description
        likes = post.likeCount
        liked = post.isLiked(by: SampleFeed.anna)
    }

    /// Likes the post, or takes the like back: the rule lives in the model, not in a view.
    func toggleLike() {
        Trace.note(over: "PostObject", liked ? "unlike #\(id)" : "like #\(id)")
        liked.toggle()
        likes += liked ? 1 : -1
    }
}

/// The app's model: the feed's posts, each an observable object, and the one selected.
/// The views read it directly; there is no view model between them.
@Observable
@MainActor
final class FeedModel {
    private(set) var posts: [PostObject]
    var selected: PostObject?

    /// The sample feed.
    init() throws {
        posts = try SampleFeed.feed().posts.map(PostObject.init)
    }
}
