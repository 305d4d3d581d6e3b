import ContractSupport
import Futubra
import Testing

@testable import Creational

/// The factory method's contract: the algorithm is fixed, the product is chosen by the
/// conformer, and the algorithm knows the product only through its protocol.
@Suite("Factory method", .timeLimit(.minutes(1)), .watchdog)
struct FactoryMethodTests {
    /// A format the module has never heard of: shouts every post.
    private struct ShoutingFormatter: PostFormatter {
        func heading(postCount: Int) -> String { "FEED!" }
        mutating func format(_ post: Post) -> [String] {
            ["\(post.author.rawValue.uppercased())!"]
        }
    }

    /// An exporter written in the test: counts how often its factory method is called.
    private struct ShoutingExporter: FeedExporter {
        let title = "Shouting"
        let madeFormatters = CallCounter()

        func makeFormatter() -> ShoutingFormatter {
            madeFormatters.increment()
            return ShoutingFormatter()
        }
    }

    /// The checks of this suite, as the cases of one test (see `Check`).
    static let checks: [Check] = [
        Check("a new format needs only a new conformer: the shared algorithm uses a formatter it has never seen") {
            let feed = try SampleFeed.feed()
            let lines = ShoutingExporter().export(feed)
            expect(lines, equals: ["FEED!", "ANNA!", "BOB!", "CHEN!", "DANA!"])
        },
        Check("the algorithm asks the conformer for a product through the factory method, once per export") {
            let feed = try SampleFeed.feed()
            let exporter = ShoutingExporter()
            _ = exporter.export(feed)
            _ = exporter.export(feed)
            expect(exporter.madeFormatters.value, equals: 2)
        },
        Check("each export starts with a fresh product, so a formatter's running number restarts") {
            let feed = try SampleFeed.feed()
            let exporter = MarkdownFeedExporter()
            let first = exporter.export(feed)
            let second = exporter.export(feed)
            expect(first, equals: second)
            expect(second[1].hasPrefix("1. "))
            expect(second.filter { $0.hasPrefix("4. ") }.count, equals: 1)
        },
        Check("which product is made is decided by the conformer, not by the caller") {
            let feed = try SampleFeed.feed()
            func firstPost(_ exporter: some FeedExporter) -> String? {
                exporter.export(feed).dropFirst().first
            }
            expect(
                firstPost(PlainTextFeedExporter()),
                equals: "#4 anna: text: Shipped the new feed screen today! (3 likes)")
            expect(firstPost(MarkdownFeedExporter()), equals: "1. **anna**: Shipped the new feed screen today!")
        },
    ]

    @Test(arguments: checks)
    func check(_ check: Check) async throws { try await check.run() }

}
