import ExampleKit
import Futubra

/// Plays the simple factory: one list, one static call per post, three kinds of cell.
package struct SimpleFactoryExample: Example {
    package static let id = "simple-factory"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()
        let list = FeedList()

        transcript.section("one call per post, the factory picks the type")
        let cells = list.cells(for: feed)
        for (post, cell) in zip(feed.posts, cells) {
            transcript.line("post \(post.id) holds \(post.content.kind) content: \(type(of: cell))")
        }

        transcript.section("the list draws them, knowing only FeedCell")
        for line in list.draw(cells) {
            transcript.line(line)
        }

        transcript.section("a new kind of post")
        transcript.line("the switch in makeCell(for:) has no default:")
        transcript.line("add a case to Content and this switch no longer compiles until it has a cell")
    }
}
