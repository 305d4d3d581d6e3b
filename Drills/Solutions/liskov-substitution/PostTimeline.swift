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
    // It inherits `insert` and `remove` as they are: the timeline keeps its order, and the
    // ranking is a view computed from it, which leaves it untouched.

    /// The posts by likes, most liked first; posts with as many likes stay newest first (the
    /// position in the timeline breaks the tie, so the order does not depend on the sort).
    var ranked: [RankablePost] {
        posts.enumerated().sorted { first, second in
            first.element.likes != second.element.likes
                ? first.element.likes > second.element.likes : first.offset < second.offset
        }.map(\.element)
    }
}
