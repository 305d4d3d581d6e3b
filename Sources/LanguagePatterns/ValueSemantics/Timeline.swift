import Futubra
import MessageTrace

/// A timeline of Futubra posts (what the home screen, a profile or a saved list shows) that is
/// a value with copy-on-write storage.
///
/// Intent: every copy behaves as its own value (liking a post in one copy never shows in
/// another), yet copying is as cheap as copying one reference: the copies share one storage
/// object until one of them is written, and only then does that one copy the storage, once.
///
/// The posts and the index from a post's id to its place are kept together in a private
/// class, so one uniqueness check guards both. Before every write the timeline asks
/// `isKnownUniquelyReferenced(&storage)`: if this value is the storage's only owner it writes
/// in place; if another copy shares it, it copies the storage first.
///
/// ```swift
/// var home = Timeline(posts: feed.posts)
/// var saved = home                     // no copy: one storage, two owners
/// saved.like(PostID(3), by: eve)       // saved copies the storage, then writes
/// home.post(PostID(3))?.likeCount      // 0: home is as it was
/// ```
package struct Timeline: TimelineValue, Sendable {
    private var storage: Storage

    package init(posts: [Post]) {
        storage = Storage(posts: posts, copies: 0)
    }

    package var posts: [Post] { storage.posts }

    package func post(_ id: PostID) -> Post? {
        storage.index[id].map { storage.posts[$0] }
    }

    @discardableResult
    package mutating func like(_ id: PostID, by user: UserName) -> Bool {
        guard let place = storage.index[id] else { return false }
        makeUnique()
        return storage.posts[place].like(by: user)
    }

    package mutating func append(_ post: Post) {
        makeUnique()
        storage.index[post.id] = storage.posts.count
        storage.posts.append(post)
    }

    package var storageCopies: Int { storage.copies }

    package func sharesStorage(with other: Timeline) -> Bool {
        storage === other.storage
    }

    /// Copies the storage when another value shares it: the one step of copy-on-write.
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) {
            storage = storage.copied()
            Trace.note(over: "Timeline", "storage shared: copied before the write")
        }
    }

    /// The posts and their index, shared by every copy of a timeline until one is written.
    ///
    /// `@unchecked Sendable` is safe here: the storage is written only through
    /// `Timeline.makeUnique()`, that is, when `isKnownUniquelyReferenced` has just said the
    /// writing value is its only owner; no other value, so no other task, can reach it then.
    /// Every value that shares it only reads it. (This is how `Array` is `Sendable`.)
    private final class Storage: @unchecked Sendable {
        var posts: [Post]
        var index: [PostID: Int]
        /// How many copies of storage led to this one: 0 for a timeline never copied.
        let copies: Int

        init(posts: [Post], copies: Int) {
            self.posts = posts
            self.index = Dictionary(uniqueKeysWithValues: posts.enumerated().map { ($1.id, $0) })
            self.copies = copies
        }

        private init(posts: [Post], index: [PostID: Int], copies: Int) {
            self.posts = posts
            self.index = index
            self.copies = copies
        }

        func copied() -> Storage {
            Storage(posts: posts, index: index, copies: copies + 1)
        }
    }
}
