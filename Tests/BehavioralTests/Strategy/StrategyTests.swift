import ContractSupport
import Futubra
import Testing

@testable import Behavioral

@Suite("Strategy", .timeLimit(.minutes(1)), .watchdog)
struct StrategyTests {
    func ids(_ posts: [Post]) -> [Int] { posts.map(\.id.rawValue) }

    @Test("the same timeline orders the same feed differently with each strategy chosen at run time")
    func strategiesChangeTheOrder() throws {
        let feed = try SampleFeed.feed()
        var timeline = FeedTimeline()
        var orders: [String: [Int]] = [:]
        for ordering in FeedOrdering.menu {
            timeline.ordering = try FeedOrdering.named(ordering.name)
            orders[ordering.name] = ids(timeline.arrange(feed))
        }
        expect(
            orders,
            equals: [
                "newest first": [4, 3, 2, 1],
                "oldest first": [1, 2, 3, 4],
                "most liked": [4, 1, 2, 3],
                "most discussed": [1, 4, 3, 2],
            ])
    }

    @Test("a strategy the timeline has never heard of works without changing the timeline")
    func newStrategyNeedsNoClientChange() throws {
        let feed = try SampleFeed.feed()
        let byAuthor = FeedOrdering(name: "by author") { $0.author > $1.author }
        let timeline = FeedTimeline(ordering: byAuthor)
        expect(
            timeline.arrange(feed).map(\.author),
            equals: [SampleFeed.dana, SampleFeed.chen, SampleFeed.bob, SampleFeed.anna])
    }

    /// Every order of `ids`.
    static func permutations(of ids: [Int]) -> [[Int]] {
        guard let first = ids.first else { return [[]] }
        return permutations(of: Array(ids.dropFirst())).flatMap { rest in
            (0...rest.count).map { index in
                var order = rest
                order.insert(first, at: index)
                return order
            }
        }
    }

    @Test("the strategy alone decides the order: whatever ranking it encodes, the timeline shows exactly that")
    func strategyAloneDecidesTheOrder() throws {
        let feed = try SampleFeed.feed()
        let rankings = Self.permutations(of: [1, 2, 3, 4])
        expect(rankings.count, equals: 24)
        for ranking in rankings {
            // A ranking no property of a post could reproduce: a table from id to place.
            let place = Dictionary(uniqueKeysWithValues: zip(ranking, ranking.indices))
            let byTable = FeedOrdering(name: "table") { lhs, rhs in
                place[lhs.id.rawValue, default: 0] < place[rhs.id.rawValue, default: 0]
            }
            expect(ids(FeedTimeline(ordering: byTable).arrange(feed)), equals: ranking)
        }
    }

    @Test("posts that tie keep their feed order, whatever the strategy")
    func tiesKeepFeedOrder() throws {
        let feed = try SampleFeed.feed()
        let everyoneTies = FeedOrdering(name: "tie") { _, _ in false }
        expect(ids(FeedTimeline(ordering: everyoneTies).arrange(feed)), equals: [4, 3, 2, 1])
        let mediaFirst = FeedOrdering(name: "media first") { lhs, rhs in
            lhs.content.kind != .text && rhs.content.kind == .text
        }
        expect(ids(FeedTimeline(ordering: mediaFirst).arrange(feed)), equals: [3, 2, 4, 1])
    }

    @Test("an unknown ordering name is refused with the name quoted")
    func unknownName() {
        #expect(throws: BehavioralError.unknownOrdering("random")) { try FeedOrdering.named("random") }
        expect(BehavioralError.unknownOrdering("random").description.contains("'random'"))
    }
}
