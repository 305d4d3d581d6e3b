import Futubra

/// What an implicitly unwrapped optional property (`var feed: Feed!`) does, spelled out: it
/// holds an optional, and reading it while it is `nil` stops the process.
///
/// The catalogue keeps `!` out of its sources, so the smell below uses this wrapper, which
/// behaves as the `!` type does: `$feed` is the optional underneath, `feed` reads it forced.
@propertyWrapper
struct ImplicitlyUnwrapped<Value> {
    var projectedValue: Value?

    init() {
        projectedValue = nil
    }

    var wrappedValue: Value {
        get {
            guard let value = projectedValue else {
                preconditionFailure("Unexpectedly found nil while implicitly unwrapping an Optional value")
            }
            return value
        }
        set { projectedValue = newValue }
    }
}

/// Implicitly unwrapped optionals: a dependency declared `Feed!` and set after the screen
/// exists, in a setup step, the way outlets and two-phase set-up are written.
///
/// The type says the screen always has a feed; the code makes a screen that has none until
/// `configure(with:)` runs. Anything that reads it first (a notification, a test, a refactor
/// that moves a call) stops the app. The refactoring passes the feed to the initializer, so
/// there is no moment without one.
enum ImplicitlyUnwrappedOptionals {
    /// The smell: the feed arrives after the screen, and reading it early traps.
    enum Before {
        final class FeedHeader {
            @ImplicitlyUnwrapped var feed: Feed

            init() {}

            /// Sets the screen up; until then it has no feed.
            func configure(with feed: Feed) {
                self.feed = feed
            }

            /// `4 posts, 6 likes`.
            var title: String {
                "\(feed.count) posts, \(feed.posts.reduce(0) { $0 + $1.likeCount }) likes"
            }
        }
    }

    /// The refactoring: the feed is a parameter of the initializer, so every header has one.
    enum After {
        final class FeedHeader {
            let feed: Feed

            init(feed: Feed) {
                self.feed = feed
            }

            /// `4 posts, 6 likes`.
            var title: String {
                "\(feed.count) posts, \(feed.posts.reduce(0) { $0 + $1.likeCount }) likes"
            }
        }
    }
}
