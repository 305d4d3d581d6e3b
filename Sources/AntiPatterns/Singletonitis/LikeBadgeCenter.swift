import Futubra
import Synchronization

/// Singletonitis: the like badge made a singleton because "there is only one badge".
///
/// Nothing needs exactly one badge: a preview of two accounts, a widget and every test each
/// want their own. The singleton makes the count process-wide, so a second session starts
/// where the first left off, and every test must remember ``resetForTesting()``.
///
/// ```swift
/// LikeBadgeCenter.shared.increment()
/// ```
final class LikeBadgeCenter: Sendable {
    /// The one badge of the process.
    static let shared = LikeBadgeCenter()

    private let count = Mutex(0)

    private init() {}

    /// The badge's number.
    var value: Int { count.withLock { $0 } }

    /// Adds one like to the badge.
    func increment() {
        count.withLock { $0 += 1 }
    }

    /// Puts the badge back to zero: the method every singleton grows for its tests.
    func resetForTesting() {
        count.withLock { $0 = 0 }
    }
}

/// A signed-in user's feed session that reaches for ``LikeBadgeCenter/shared`` itself.
///
/// ```swift
/// var session = SingletonFeedSession(owner: SampleFeed.anna, feed: try SampleFeed.feed())
/// session.receiveLike(on: PostID(4), from: SampleFeed.eve)   // "badge 1"
/// ```
struct SingletonFeedSession: Sendable {
    private(set) var feed: Feed
    let owner: UserName

    init(owner: UserName, feed: Feed) {
        self.owner = owner
        self.feed = feed
    }

    /// Records a like on post `id`; the badge counts new likes on the owner's posts.
    mutating func receiveLike(on id: PostID, from user: UserName) -> String {
        let owner = owner
        // A like on a post that is not in the feed counts nothing.
        let counts =
            (try? feed.update(id: id) { post in
                let isNew = post.like(by: user)
                return isNew && post.author == owner
            }) ?? false
        if counts { LikeBadgeCenter.shared.increment() }
        return "badge \(LikeBadgeCenter.shared.value)"
    }
}
