import Futubra

/// The storage the two wrong timelines keep in a class, as `Timeline` does, but with no
/// uniqueness check guarding it.
final class TimelineBox {
    var posts: [Post]
    let copies: Int

    init(posts: [Post], copies: Int) {
        self.posts = posts
        self.copies = copies
    }

    func place(of id: PostID) -> Int? { posts.firstIndex { $0.id == id } }
}

/// A wrong design: a struct that wraps a class and writes through it without asking whether
/// another copy shares it.
///
/// It looks like a value (it is a `struct`, `var` copies compile) but has reference
/// semantics: a like written through one copy shows in every other. It is not `Sendable`, and
/// the compiler would refuse to let it cross to another task.
package struct SharedStorageTimeline: TimelineValue {
    private var box: TimelineBox

    package init(posts: [Post]) { box = TimelineBox(posts: posts, copies: 0) }
    package var posts: [Post] { box.posts }
    package func post(_ id: PostID) -> Post? { box.place(of: id).map { box.posts[$0] } }

    @discardableResult
    package mutating func like(_ id: PostID, by user: UserName) -> Bool {
        guard let place = box.place(of: id) else { return false }
        return box.posts[place].like(by: user)
    }

    package mutating func append(_ post: Post) { box.posts.append(post) }
    package var storageCopies: Int { box.copies }
    package func sharesStorage(with other: Self) -> Bool { box === other.box }
}

/// A wrong design: a struct that copies its storage before every write, shared or not.
///
/// Its copies are independent, so it has value semantics, but a timeline that nothing else
/// shares pays a full copy of its posts on every like: the cost copy-on-write exists to avoid.
package struct CopyEveryWriteTimeline: TimelineValue {
    private var box: TimelineBox

    package init(posts: [Post]) { box = TimelineBox(posts: posts, copies: 0) }
    package var posts: [Post] { box.posts }
    package func post(_ id: PostID) -> Post? { box.place(of: id).map { box.posts[$0] } }

    @discardableResult
    package mutating func like(_ id: PostID, by user: UserName) -> Bool {
        guard let place = box.place(of: id) else { return false }
        box = TimelineBox(posts: box.posts, copies: box.copies + 1)
        return box.posts[place].like(by: user)
    }

    package mutating func append(_ post: Post) {
        box = TimelineBox(posts: box.posts + [post], copies: box.copies + 1)
    }

    package var storageCopies: Int { box.copies }
    package func sharesStorage(with other: Self) -> Bool { box === other.box }
}
