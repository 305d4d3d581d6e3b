import Dispatch
import Futubra

/// `DispatchQueue.main.async` sprinkled where the main actor belongs: a model whose loader
/// calls back on its own queue, and which hops to the main queue by hand to store the result.
///
/// The hop works, but nothing can wait for it: `refresh()` returns before the rows are
/// there, so a caller, a test or the next line of the screen sees the old rows, and the
/// update lands later, at a moment nobody chose. The refactoring makes the loader `async` and
/// the model `@MainActor`: `await model.refresh()` returns with the rows stored, on the main
/// actor, and the compiler checks every access.
enum MainQueueHops {
    /// The smell: a completion handler on a background queue and a hop to the main queue.
    enum Before {
        /// Loads rows on a queue of its own and calls back there.
        struct CallbackLoader: Sendable {
            /// How the rows are delivered; the real one goes through a background queue.
            let deliver: @Sendable (Feed, @escaping @Sendable ([String]) -> Void) -> Void

            /// A loader that works on a global queue, as completion-handler APIs do.
            static let background = CallbackLoader { feed, completion in
                DispatchQueue.global().async { completion(FeedRows.rows(of: feed)) }
            }
        }

        /// The feed screen's model; it stores what the loader sends, after a hop to main.
        @MainActor
        final class FeedModel {
            private let loader: CallbackLoader
            private(set) var rows: [String] = []

            init(loader: CallbackLoader = .background) {
                self.loader = loader
            }

            /// Starts a load; the rows arrive later.
            func refresh(_ feed: Feed) {
                loader.deliver(feed) { rows in
                    DispatchQueue.main.async {
                        self.rows = rows
                    }
                }
            }
        }
    }

    /// The refactoring: an `async` loader and a main-actor model that awaits it.
    enum After {
        /// Loads rows off the main actor and returns them.
        struct RowLoader: Sendable {
            func rows(of feed: Feed) async -> [String] {
                FeedRows.rows(of: feed)
            }
        }

        /// The feed screen's model; `refresh` returns when the rows are stored.
        @MainActor
        final class FeedModel {
            private let loader = RowLoader()
            private(set) var rows: [String] = []

            init() {}

            func refresh(_ feed: Feed) async {
                rows = await loader.rows(of: feed)
            }
        }
    }

    /// What both loaders make of a feed: one row per post.
    enum FeedRows {
        static func rows(of feed: Feed) -> [String] {
            feed.posts.map { "\($0.id) \($0.author) ♥ \($0.likeCount)" }
        }
    }
}
