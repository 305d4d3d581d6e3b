import ExampleKit
import Futubra

/// Plays the abstract factory: the same feed drawn by two themes, each supplying a whole
/// family of renderers.
package struct AbstractFactoryExample: Example {
    package static let id = "abstract-factory"

    package init() {}

    package func run(in transcript: Transcript) async throws {
        var feed = try SampleFeed.feed()
        // Two posts keep the run short: the photo, and the text post with comments.
        try feed.remove(id: PostID(4))
        try feed.remove(id: PostID(2))

        let compact = draw(feed, with: CompactTheme(), in: transcript)
        let rich = draw(feed, with: RichTheme(width: 44), in: transcript)

        transcript.section("one family at a time")
        transcript.line("the view takes both renderers from one theme's family;")
        transcript.line("a rich post renderer with a compact comment renderer does not compile")
        let shared = Set(compact).intersection(rich).count
        transcript.line("lines the two themes have in common: \(shared)")
        let widths = Set(rich.map(\.count))
        transcript.line("every rich line has the card's width: \(widths == [44] ? "yes" : "no")")
    }

    private func draw<Theme: FeedTheme>(_ feed: Feed, with theme: Theme, in transcript: Transcript) -> [String] {
        transcript.section("\(theme.name) theme")
        transcript.line("\(Theme.self) makes \(Theme.PostRenderer.self) and \(Theme.CommentRenderer.self)")
        let lines = ThemedFeedView(theme: theme).render(feed)
        for line in lines {
            transcript.line(line)
        }
        return lines
    }
}
