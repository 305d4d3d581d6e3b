import Futubra
import Synchronization

/// Who liked which post, shared by every task that records a like: a `Sendable` class with
/// no `@unchecked`.
///
/// Intent: a class is `Sendable` only if it is `final` and its stored properties are `let`s
/// of `Sendable` types; a `var` is rejected. Mutable state shared by many tasks therefore
/// lives in a `Mutex` (a `Sendable` value that guards its contents), and the compiler
/// accepts the class as it is. Marking a class `@unchecked Sendable` instead would switch the
/// check off for every property, the ones added later included.
///
/// ```swift
/// let tally = LikeTally()
/// await withTaskGroup(of: Void.self) { group in
///     for user in SampleFeed.users { group.addTask { tally.record(user, on: PostID(3)) } }
/// }
/// tally.likes(on: PostID(3))   // 5
/// ```
final class LikeTally: Sendable {
    /// Who liked each post, and how many taps were recorded in all.
    private struct Likes {
        var byPost: [PostID: Set<UserName>] = [:]
        var taps = 0
    }

    private let state = Mutex(Likes())

    /// An empty tally.
    init() {}

    /// Records that `user` tapped like on `post`; returns whether it was a new like.
    @discardableResult
    func record(_ user: UserName, on post: PostID) -> Bool {
        state.withLock { likes in
            likes.taps += 1
            return likes.byPost[post, default: []].insert(user).inserted
        }
    }

    /// How many users like `post`: one like per user, however often they tapped.
    func likes(on post: PostID) -> Int {
        state.withLock { $0.byPost[post]?.count ?? 0 }
    }

    /// How many taps were recorded, on every post.
    var taps: Int { state.withLock { $0.taps } }
}
