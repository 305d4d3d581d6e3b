import ExampleKit
import Futubra

/// Plays the composer publishing the same post to a timeline and to each subclass.
package struct LiskovSubstitutionExample: Example {
    package static let id = "liskov-substitution"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()
        let post = try Post(id: PostID(5), author: SampleFeed.eve, content: .text("My first post!"))
        transcript.line("eve publishes post #5; the composer then scrolls to the top of the timeline it was given")
        let timelines: [LiskovSubstitution.Timeline] = [
            LiskovSubstitution.Timeline(posts: feed.posts),
            LiskovSubstitution.UnreadCountingTimeline(posts: feed.posts),
            LiskovSubstitution.LikesRankedTimeline(posts: feed.posts),
        ]
        for timeline in timelines {
            transcript.section("\(type(of: timeline))")
            let shown = LiskovSubstitution.Composer.publish(post, to: timeline)
            let order = timeline.posts.map { "\($0.id)" }.joined(separator: " ")
            transcript.line("order after insert: \(order)")
            transcript.line("the screen shows: \(shown.map { "post \($0.id) by \($0.author)" } ?? "nothing")")
            if let counting = timeline as? LiskovSubstitution.UnreadCountingTimeline {
                transcript.line("unread badge: \(counting.unread)")
            }
        }
        transcript.section("the ranking as a view, not a subclass")
        let timeline = LiskovSubstitution.Timeline(posts: feed.posts)
        _ = LiskovSubstitution.Composer.publish(post, to: timeline)
        let ranked = LiskovSubstitution.LikesRanking().posts(of: timeline).map { "\($0.id)" }.joined(separator: " ")
        transcript.line("LikesRanking: \(ranked)")
        transcript.line("timeline, untouched: \(timeline.posts.map { "\($0.id)" }.joined(separator: " "))")
    }
}
