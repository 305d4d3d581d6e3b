import Futubra

extension Couplers {
    /// Message chains: a caller that walks the object graph to reach what it wants.
    ///
    /// Three screens each walk from the app to its session, its store and then the feed, so all
    /// three know where the feed lives. Move the feed and all three break. The refactoring
    /// (hide delegate) lets `AppState` answer what the screens ask.
    enum MessageChains {
        /// Holds the feed.
        struct FeedStore: Sendable {
            var feed: Feed
        }

        /// The signed-in user and their store.
        struct Session: Sendable {
            var user: UserName
            var store: FeedStore
        }

        /// The app's state: the session.
        struct AppState: Sendable {
            var session: Session
        }

        /// The smell: each screen walks the chain.
        enum Before {
            static func header(_ app: AppState) -> String {
                app.session.store.feed.posts.first.map { "newest by \($0.author)" } ?? "nothing yet"
            }

            static func myPostCount(_ app: AppState) -> Int {
                app.session.store.feed.posts.filter { $0.author == app.session.user }.count
            }

            static func totalLikes(_ app: AppState) -> Int {
                app.session.store.feed.posts.reduce(0) { $0 + $1.likeCount }
            }
        }

        /// The refactoring: the app state hides where the feed lives.
        enum After {
            static func header(_ app: AppState) -> String {
                app.newestPost.map { "newest by \($0.author)" } ?? "nothing yet"
            }

            static func myPostCount(_ app: AppState) -> Int { app.myPosts.count }

            static func totalLikes(_ app: AppState) -> Int { app.posts.reduce(0) { $0 + $1.likeCount } }
        }
    }
}

extension Couplers.MessageChains.AppState {
    /// The posts of the feed, wherever the feed is kept.
    var posts: [Post] { session.store.feed.posts }

    /// The newest post, if any.
    var newestPost: Post? { posts.first }

    /// The posts the signed-in user wrote.
    var myPosts: [Post] { posts.filter { $0.author == session.user } }
}
