import PatternContracts
import Testing

@testable import Drill

/// A checker's strategy, as a `FeedRanking`.
private struct ClosureRanking: FeedRanking {
    let body: ([RankedPost]) -> [RankedPost]

    func rank(_ posts: [RankedPost]) -> [RankedPost] {
        body(posts)
    }
}

@Suite("Strategy drill", .timeLimit(.minutes(1)), .watchdog)
struct StrategyDrillTests {
    static let posts = [
        RankedPost(id: 1, likes: 5, postedAt: 100), RankedPost(id: 2, likes: 9, postedAt: 200),
        RankedPost(id: 3, likes: 5, postedAt: 300), RankedPost(id: 4, likes: 0, postedAt: 400),
    ]

    @Test("the screen asks the ranking it holds now; each ranking orders the feed its own way")
    func rankings() {
        let posts = Self.posts
        checkStrategyContract(
            make: { ranking in RankedFeedScreen(ranking: ClosureRanking(body: ranking)) },
            replace: { screen, ranking in screen.ranking = ClosureRanking(body: ranking) },
            run: { screen, posts in screen.arrange(posts) },
            input: posts, first: Array(posts.reversed()), second: [posts[0]],
            answers: [
                StrategyAnswer("newest first", expected: [posts[3], posts[2], posts[1], posts[0]]) {
                    NewestFirst().rank(posts)
                },
                StrategyAnswer("most liked first", expected: [posts[1], posts[2], posts[0], posts[3]]) {
                    MostLiked().rank(posts)
                },
            ])
    }
}
