import ExampleKit
import Futubra

/// Plays Strategy: one feed, shown in the order the reader picks from a menu at run time.
package struct StrategyExample: Example {
    package static let id = "strategy"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()
        var timeline = FeedTimeline()

        transcript.section("the feed")
        for post in feed.posts {
            let kind = post.content.kind.rawValue
            transcript.line(
                "\(post.id) \(kind) by \(post.author): \(post.likeCount) likes, \(post.comments.count) comments")
        }

        transcript.section("the reader picks an ordering")
        for choice in ["newest first", "most liked", "most discussed", "oldest first"] {
            timeline.ordering = try FeedOrdering.named(choice)
            show(timeline.arrange(feed), as: choice, in: transcript)
        }

        transcript.section("a new ordering, no change to the timeline")
        timeline.ordering = FeedOrdering(name: "media first") { lhs, rhs in
            lhs.content.kind != .text && rhs.content.kind == .text
        }
        show(timeline.arrange(feed), as: timeline.ordering.name, in: transcript)

        transcript.section("an unknown choice")
        do {
            timeline.ordering = try FeedOrdering.named("random")
        } catch {
            transcript.line("refused: \(error); still \(timeline.ordering.name)")
        }
    }

    private func show(_ posts: [Post], as name: String, in transcript: Transcript) {
        transcript.line("\(name): \(posts.map(\.id.description).joined(separator: ", "))")
    }
}
