import Futubra

/// What the feed screen hears from its loader.
protocol FeedLoaderDelegate: AnyObject {
    func loaderDidLoad(_ rows: [String])
}

/// Retain cycles: a screen owns its loader, and the loader holds the screen back strongly,
/// through a stored closure that captures `self` and through a strong delegate.
///
/// Under ARC an object lives while something holds it strongly. The screen holds the loader;
/// if the loader holds the screen, neither count ever reaches zero, and the screen, its
/// rows and everything it owns stay in memory after the app dropped it, still answering the
/// loader. The refactoring holds the way back weakly: `[weak self]` in the closure and a
/// `weak var delegate`.
enum RetainCycles {
    /// The smell: two strong references back to the screen.
    enum Before {
        /// Turns a feed into rows and tells the screen, through a closure and a delegate.
        final class FeedLoader {
            /// Called with the headline after each load.
            var onHeadline: ((String) -> Void)?
            /// Told the rows after each load; held strongly.
            var delegate: (any FeedLoaderDelegate)?

            init() {}

            func load(_ feed: Feed) {
                delegate?.loaderDidLoad(feed.posts.map { "\($0.id) \($0.author)" })
                onHeadline?("\(feed.count) posts")
            }
        }

        /// A feed screen that owns its loader and is held back by it.
        final class FeedScreen: FeedLoaderDelegate {
            let loader = FeedLoader()
            private(set) var rows: [String] = []
            private(set) var headline = ""

            init() {
                loader.delegate = self
                loader.onHeadline = { headline in
                    self.headline = headline
                }
            }

            func loaderDidLoad(_ rows: [String]) {
                self.rows = rows
            }
        }
    }

    /// The refactoring: the loader holds the screen weakly both ways.
    enum After {
        /// Turns a feed into rows and tells the screen, holding neither strongly.
        final class FeedLoader {
            var onHeadline: ((String) -> Void)?
            weak var delegate: (any FeedLoaderDelegate)?

            init() {}

            func load(_ feed: Feed) {
                delegate?.loaderDidLoad(feed.posts.map { "\($0.id) \($0.author)" })
                onHeadline?("\(feed.count) posts")
            }
        }

        /// A feed screen that owns its loader and is freed when the app lets it go.
        final class FeedScreen: FeedLoaderDelegate {
            let loader = FeedLoader()
            private(set) var rows: [String] = []
            private(set) var headline = ""

            init() {
                loader.delegate = self
                loader.onHeadline = { [weak self] headline in
                    self?.headline = headline
                }
            }

            func loaderDidLoad(_ rows: [String]) {
                self.rows = rows
            }
        }
    }
}
