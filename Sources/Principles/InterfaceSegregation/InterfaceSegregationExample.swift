import ExampleKit
import Futubra

/// Plays the same screen on the fat protocol and on the role protocols, and counts what a
/// stand-in for the screen must implement in each case.
package struct InterfaceSegregationExample: Example {
    package static let id = "interface-segregation"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let backend = InterfaceSegregation.FeedBackend(feed: try SampleFeed.feed())
        let fat = InterfaceSegregation.FatFeedScreen(service: backend)
        let slim = InterfaceSegregation.FeedScreen(feed: backend, likes: backend)

        transcript.section("both screens, on the same backend")
        fat.tapLike(PostID(3), as: SampleFeed.eve)
        slim.tapLike(PostID(3), as: SampleFeed.dana)
        transcript.line("eve likes #3 through FatFeedScreen, dana through FeedScreen")
        transcript.line("FatFeedScreen: \(fat.rows().joined(separator: " | "))")
        transcript.line("FeedScreen:    \(slim.rows().joined(separator: " | "))")

        transcript.section("what a stand-in for the screen must implement")
        let uses = 2
        let fatCount = InterfaceSegregation.requirementCount(of: "FeedService")
        let slimCount =
            InterfaceSegregation.requirementCount(of: "FeedReading")
            + InterfaceSegregation.requirementCount(of: "PostLiking")
        transcript.line("the screen calls \(uses) requirements: feed() and like(_:by:)")
        transcript.line(
            "FeedService: \(fatCount) requirements, \(fatCount - uses) of them stubs the screen never calls")
        transcript.line("FeedReading & PostLiking: \(slimCount) requirements, \(slimCount - uses) stubs")
    }
}
