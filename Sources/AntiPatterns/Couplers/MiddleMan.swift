import Futubra
import MessageTrace

extension Couplers {
    /// Middle man: a type whose every method hands the call to another.
    ///
    /// `FeedManager` wraps the feed and forwards `add`, `remove` and `post(id:)` without
    /// adding anything, so every call makes two hops and every new feed operation must be
    /// added twice. The refactoring (remove middle man) lets the screen talk to `Feed`.
    enum MiddleMan {
        /// The smell: a manager that only forwards.
        enum Before {
            /// Wraps the feed and forwards every call to it.
            struct FeedManager {
                private(set) var feed = Feed()

                mutating func add(_ post: Post) throws(FutubraError) {
                    Trace.call(from: "FeedManager", to: "Feed", "add(\(post.id))")
                    try feed.add(post)
                }

                mutating func remove(_ id: PostID) throws(FutubraError) {
                    Trace.call(from: "FeedManager", to: "Feed", "remove(\(id))")
                    try feed.remove(id: id)
                }
            }

            /// The feed screen, talking to the manager.
            struct FeedScreen {
                var manager = FeedManager()

                mutating func publish(_ post: Post) throws(FutubraError) {
                    Trace.call(from: "FeedScreen", to: "FeedManager", "add(\(post.id))")
                    try manager.add(post)
                }

                mutating func delete(_ id: PostID) throws(FutubraError) {
                    Trace.call(from: "FeedScreen", to: "FeedManager", "remove(\(id))")
                    try manager.remove(id)
                }
            }
        }

        /// The refactoring: the screen talks to the feed.
        enum After {
            /// The feed screen, talking to the feed.
            struct FeedScreen {
                private(set) var feed = Feed()

                mutating func publish(_ post: Post) throws(FutubraError) {
                    Trace.call(from: "FeedScreen", to: "Feed", "add(\(post.id))")
                    try feed.add(post)
                }

                mutating func delete(_ id: PostID) throws(FutubraError) {
                    Trace.call(from: "FeedScreen", to: "Feed", "remove(\(id))")
                    try feed.remove(id: id)
                }
            }
        }
    }
}
