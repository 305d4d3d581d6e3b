import ExampleKit
import Futubra

/// Plays Visitor: two operations over the feed's content without touching the content types,
/// and the same operation as an exhaustive `switch`.
package struct VisitorExample: Example {
    package static let id = "visitor"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()

        transcript.section("AccessibilityDescriber visits each post")
        for post in feed.posts {
            let label = post.content.accept(AccessibilityDescriber())
            transcript.line("\(post.id): \(label)")
        }

        transcript.section("MediaStatistics visits posts and comments")
        var statistics = MediaStatistics()
        let visited = feed.visitAllContent(with: &statistics).count
        transcript.line("visited \(visited) contents")
        transcript.line("texts \(statistics.texts), images \(statistics.images), videos \(statistics.videos)")
        transcript.line("media without caption: \(statistics.uncaptioned)")
        transcript.line("media hosts: \(statistics.hosts.sorted().joined(separator: ", "))")

        transcript.section("the Swift way: an exhaustive switch")
        let agree = feed.posts.allSatisfy {
            $0.content.accessibilityLabel == $0.content.accept(AccessibilityDescriber())
        }
        transcript.line("Content.accessibilityLabel agrees with the visitor on every post: \(agree)")
    }

}
