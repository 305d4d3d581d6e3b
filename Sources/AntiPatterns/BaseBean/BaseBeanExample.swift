import ExampleKit
import Futubra

/// Plays the feed's rows drawn by a row that inherits a utility class and by one that holds it.
package struct BaseBeanExample: Example {
    package static let id = "base-bean"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()
        let views = 1234
        transcript.section("rows that inherit TextUtilities")
        for post in feed.posts {
            let row = UtilityRows.row(for: post)
            transcript.line("\(type(of: row)): \(row.lines(for: post, views: views).joined(separator: " | "))")
        }
        transcript.line("the video row overrode counted(_:_:) for its plays; the inherited footer calls it too")
        transcript.section("rows that hold a TextFormat")
        for post in feed.posts {
            transcript.line("PostRowLines: \(PostRowLines().lines(for: post, views: views).joined(separator: " | "))")
        }
    }
}
