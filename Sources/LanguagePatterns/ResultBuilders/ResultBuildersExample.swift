import ExampleKit
import Futubra

/// Plays result builders: the home layout written with the DSL for a guest and for a viewer
/// with an empty feed, the builder calls the compiler made for each, and the same layouts
/// written by hand.
package struct ResultBuildersExample: Example {
    package static let id = "result-builders"
    package init() {}

    package func run(in transcript: Transcript) async throws {
        let feed = try SampleFeed.feed()
        let suggestions = [SampleFeed.anna, SampleFeed.eve]
        let cases: [(title: String, feed: Feed, viewer: UserName?)] = [
            ("a guest, four posts", feed, nil),
            ("anna, an empty feed", Feed(), SampleFeed.anna),
        ]
        for (title, feed, viewer) in cases {
            transcript.section(title)
            let layout = HomeFeed.layout(of: feed, for: viewer, suggesting: suggestions)
            for section in layout.sections { transcript.line("  \(section)") }
            transcript.line("the calls: \(layout.steps.map(\.description) ?? "none")")
            let byHand = HomeFeed.handBuiltLayout(of: feed, for: viewer, suggesting: suggestions)
            transcript.line("equal to the layout written by hand: \(layout == byHand)")
        }
    }
}
