import ExampleKit
import Futubra

/// Plays two sessions in one process, first with the badge as a singleton, then injected.
package struct SingletonitisExample: Example {
    package static let id = "singletonitis"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()
        LikeBadgeCenter.shared.resetForTesting()
        transcript.section("the badge as a singleton")
        var anna = SingletonFeedSession(owner: SampleFeed.anna, feed: feed)
        transcript.line("anna's session: eve likes #4 -> \(anna.receiveLike(on: PostID(4), from: SampleFeed.eve))")
        transcript.line(
            "anna's session: bob likes #4 again -> \(anna.receiveLike(on: PostID(4), from: SampleFeed.bob))")
        var dana = SingletonFeedSession(owner: SampleFeed.dana, feed: feed)
        transcript.line("dana's session: chen likes #1 -> \(dana.receiveLike(on: PostID(1), from: SampleFeed.chen))")
        transcript.line("dana sees anna's like as her own: the count lives in the process, not in the session")
        transcript.section("the badge injected")
        var annaAgain = FeedSession(owner: SampleFeed.anna, feed: feed, badge: LikeBadge())
        transcript.line("anna's session: eve likes #4 -> \(annaAgain.receiveLike(on: PostID(4), from: SampleFeed.eve))")
        transcript.line(
            "anna's session: bob likes #4 again -> \(annaAgain.receiveLike(on: PostID(4), from: SampleFeed.bob))")
        var danaAgain = FeedSession(owner: SampleFeed.dana, feed: feed, badge: LikeBadge())
        transcript.line(
            "dana's session: chen likes #1 -> \(danaAgain.receiveLike(on: PostID(1), from: SampleFeed.chen))")
        transcript.line("each session has its own badge; the app still makes exactly one for its real session")
        LikeBadgeCenter.shared.resetForTesting()
    }
}
