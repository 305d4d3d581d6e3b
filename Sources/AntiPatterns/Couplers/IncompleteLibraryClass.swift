import Futubra

extension Couplers {
    /// Incomplete library class: a library type that lacks an operation, and callers that
    /// each write it themselves.
    ///
    /// Here `Feed` plays a library type this code may not change: it has no "posts by one
    /// author". Three screens each filter the posts inline. The refactoring (introduce local
    /// extension) adds the operation once, in an extension that this module owns.
    enum IncompleteLibraryClass {
        /// The smell: the missing operation, written at every call site.
        enum Before {
            static func profileCount(_ feed: Feed, _ user: UserName) -> Int {
                feed.posts.filter { $0.author == user }.count
            }

            static func profileLikes(_ feed: Feed, _ user: UserName) -> Int {
                feed.posts.filter { $0.author == user }.reduce(0) { $0 + $1.likeCount }
            }

            static func latestBy(_ feed: Feed, _ user: UserName) -> PostID? {
                feed.posts.filter { $0.author == user }.first?.id
            }
        }

        /// The refactoring: the operation, once, as a local extension of the library type.
        enum After {
            static func profileCount(_ feed: Feed, _ user: UserName) -> Int { feed.posts(writtenBy: user).count }

            static func profileLikes(_ feed: Feed, _ user: UserName) -> Int {
                feed.posts(writtenBy: user).reduce(0) { $0 + $1.likeCount }
            }

            static func latestBy(_ feed: Feed, _ user: UserName) -> PostID? { feed.posts(writtenBy: user).first?.id }
        }
    }
}

extension Feed {
    /// The posts `author` wrote, in feed order: what the library type lacks.
    func posts(writtenBy author: UserName) -> [Post] {
        posts.filter { $0.author == author }
    }
}
