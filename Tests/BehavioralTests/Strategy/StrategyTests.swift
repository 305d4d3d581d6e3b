import ContractSupport
import Futubra
import Testing

@testable import Behavioral

@Suite("Strategy")
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
        #expect(
            orders == [
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
        #expect(
            timeline.arrange(feed).map(\.author) == [SampleFeed.dana, SampleFeed.chen, SampleFeed.bob, SampleFeed.anna])
    }

    @Test("the client delegates every comparison to the strategy it holds")
    func clientDelegatesComparisons() throws {
        let calls = CallCounter()
        let counting = FeedOrdering(name: "counting") { lhs, rhs in
            calls.increment()
            return lhs.id < rhs.id
        }
        let arranged = FeedTimeline(ordering: counting).arrange(try SampleFeed.feed())
        #expect(calls.value > 0)
        #expect(ids(arranged) == [1, 2, 3, 4])
        let reversed = FeedOrdering(name: "reversed") { counting.areInIncreasingOrder($1, $0) }
        #expect(ids(FeedTimeline(ordering: reversed).arrange(try SampleFeed.feed())) == [4, 3, 2, 1])
    }

    @Test("posts that tie keep their feed order, whatever the strategy")
    func tiesKeepFeedOrder() throws {
        let feed = try SampleFeed.feed()
        let everyoneTies = FeedOrdering(name: "tie") { _, _ in false }
        #expect(ids(FeedTimeline(ordering: everyoneTies).arrange(feed)) == [4, 3, 2, 1])
    }

    @Test("an unknown ordering name is refused with the name quoted")
    func unknownName() {
        #expect(throws: BehavioralError.unknownOrdering("random")) { try FeedOrdering.named("random") }
        #expect(BehavioralError.unknownOrdering("random").description.contains("'random'"))
    }
}
