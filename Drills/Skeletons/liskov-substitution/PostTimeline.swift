/// A post on a timeline.
struct RankablePost: Equatable, Sendable {
    let id: Int
    let likes: Int
}

/// The home timeline, newest first. Every caller relies on two promises: a post inserted is on
/// top, and the others keep their order (after an insert or a removal). The compose screen
/// shows `posts.first` as "your post", the list keeps its scroll position by those promises.
class PostTimeline {
    /// The posts, newest first. Subclasses may read it; they must keep the promises above.
    var posts: [RankablePost] = []

    init() {}

    /// Puts `post` on top.
    func insert(_ post: RankablePost) {
        posts.insert(post, at: 0)
    }

    /// Takes the post with `id` out; the others keep their order.
    func remove(id: Int) {
        posts.removeAll { $0.id == id }
    }
}

/// A timeline that keeps its posts with a count of the ones not seen yet: it adds to the
/// timeline and keeps every promise.
final class BadgedTimeline: PostTimeline {
    private(set) var unseen = 0

    override func insert(_ post: RankablePost) {
        super.insert(post)
        unseen += 1
    }

    /// The user saw the timeline.
    func markSeen() {
        unseen = 0
    }
}

/// A timeline that can also show its posts ranked by likes, for the "top posts" tab. It is
/// handed to every screen that takes a `PostTimeline`.
final class RankedTimeline: PostTimeline {
    // BUG: to rank, it sorts the timeline itself by likes after each insert: a post just
    // written (no likes yet) is not on top, and the others change order. Every screen that
    // was handed it as a `PostTimeline` shows the wrong post as "your post".
    override func insert(_ post: RankablePost) {
        super.insert(post)
        posts.sort { $0.likes > $1.likes }
    }

    /// The posts by likes, most liked first; posts with as many likes stay newest first.
    var ranked: [RankablePost] {
        posts
    }
}
