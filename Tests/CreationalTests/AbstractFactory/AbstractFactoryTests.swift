import ContractSupport
import Futubra
import Testing

@testable import Creational

/// Card widths the rich theme is checked at, from the smallest it accepts.
private let cardWidths = [16, 30, 44, 60]

/// The abstract factory's contract: a theme makes a whole family of renderers that fit
/// each other, the view uses one family at a time, and knows themes only by protocol.
@Suite("Abstract factory", .timeLimit(.minutes(1)), .watchdog)
struct AbstractFactoryTests {
    /// A theme written in the test: marks posts and comments like tags, which only balance
    /// when the post and comment renderers come from this same family. It counts how often
    /// it is asked for each product.
    private struct TagTheme: FeedTheme {
        let name = "tags"
        let madePostRenderers = CallCounter()
        let madeCommentRenderers = CallCounter()

        func makePostRenderer() -> TagPostRenderer {
            madePostRenderers.increment()
            return TagPostRenderer()
        }

        func makeCommentRenderer() -> TagCommentRenderer {
            madeCommentRenderers.increment()
            return TagCommentRenderer()
        }
    }

    private struct TagPostRenderer: PostRendering {
        typealias Theme = TagTheme
        func opening(_ post: Post) -> [String] { ["<post \(post.id.rawValue)>"] }
        func closing(_ post: Post) -> [String] { ["</post>"] }
    }

    private struct TagCommentRenderer: CommentRendering {
        typealias Theme = TagTheme
        func render(_ comment: Futubra.Comment) -> [String] { ["  <comment/>"] }
    }

    @Test("rich renderers fit each other: every line keeps the card frame at the theme's width", arguments: cardWidths)
    func richFamilyKeepsItsFrame(width: Int) throws {
        let feed = try SampleFeed.feed()
        let lines = ThemedFeedView(theme: RichTheme(width: width)).render(feed)
        expect(lines.allSatisfy { $0.count == width })
        expect(lines.allSatisfy { $0.hasPrefix("+") || $0.hasPrefix("| ") })
        expect(lines.allSatisfy { $0.hasSuffix("+") || $0.hasSuffix(" |") })
        expect(lines.filter { $0.hasPrefix("+-- ") }.count, equals: feed.count)
        expect(lines.filter { $0.hasPrefix("+-") && !$0.hasPrefix("+-- ") }.count, equals: feed.count)
        // The comments are drawn inside the cards, by the rich comment renderer.
        expect(lines.filter { $0.hasPrefix("|   eve: ") }.count, equals: 1)
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("the compact family draws no frame: one line per post, each comment indented beneath it") {
            let feed = try SampleFeed.feed()
            let lines = ThemedFeedView(theme: CompactTheme()).render(feed)
            expect(lines.count, equals: feed.count + feed.posts.map(\.comments.count).reduce(0, +))
            expect(!lines.contains { $0.hasPrefix("+") || $0.hasPrefix("|") })
            expect(
                lines.suffix(3),
                equals: [
                    "#1 dana: Hello, Futubra. [2 likes]", "   - anna: Welcome!", "   - eve: Glad you are here.",
                ])
        },
        Check("switching the theme switches every product at once: the two themes share no line") {
            let feed = try SampleFeed.feed()
            let compact = ThemedFeedView(theme: CompactTheme()).render(feed)
            let rich = ThemedFeedView(theme: RichTheme()).render(feed)
            expect(Set(compact).isDisjoint(with: rich))
        },
        Check("the view depends on the theme protocol only: a theme written in the test draws the feed unchanged") {
            let feed = try SampleFeed.feed()
            let lines = ThemedFeedView(theme: TagTheme()).render(feed)
            expect(lines.filter { $0.hasPrefix("<post") }.count, equals: feed.count)
            expect(lines.filter { $0 == "</post>" }.count, equals: feed.count)
            expect(Array(lines.suffix(4)), equals: ["<post 1>", "  <comment/>", "  <comment/>", "</post>"])
        },
        Check("the view gets every product from the one theme it is given, once, and nowhere else") {
            let feed = try SampleFeed.feed()
            let theme = TagTheme()
            let view = ThemedFeedView(theme: theme)
            _ = view.render(feed)
            _ = view.render(feed)
            expect(theme.madePostRenderers.value, equals: 1)
            expect(theme.madeCommentRenderers.value, equals: 1)
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}
