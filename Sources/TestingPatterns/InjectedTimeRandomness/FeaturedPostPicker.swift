import Futubra
import MessageTrace

/// Picks the post the feed features at the top: any post somebody likes, at random.
///
/// It draws from the generator it is given: the system's in the app
/// (`var random = SystemRandomNumberGenerator()`), a ``SplitMix64`` with a fixed seed in a
/// test, so the pick is the same on every run and a pick that broke a test can be replayed.
///
/// ```swift
/// var random = SplitMix64(seed: 7)
/// FeaturedPostPicker().pick(from: feed, using: &random)   // the same post every run
/// ```
struct FeaturedPostPicker {
    /// A liked post of `feed`, chosen with `generator`; `nil` when no post has a like.
    func pick(from feed: Feed, using generator: inout some RandomNumberGenerator) -> Post? {
        Trace.call(from: "FeaturedPostPicker", to: "RandomNumberGenerator", "next()")
        return feed.posts.filter { $0.likeCount > 0 }.randomElement(using: &generator)
    }
}

/// The design that draws its own randomness: `randomElement()` on the system's generator.
///
/// Its picks are right, and differ from run to run: a test can only check properties of a pick
/// (it is liked), never which post it is, and a failure it meets once may never come back.
struct UnseededFeaturedPostPicker {
    /// A liked post of `feed`, chosen with the system's generator.
    func pick(from feed: Feed) -> Post? {
        feed.posts.filter { $0.likeCount > 0 }.randomElement()
    }
}
