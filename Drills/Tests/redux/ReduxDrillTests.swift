import PatternContracts
import Testing

@testable import Drill

@Suite("Redux drill", .timeLimit(.minutes(1)), .watchdog)
struct ReduxDrillTests {
    static let empty = TimelineState()
    static let loading = TimelineState(isLoading: true)
    static let shown = TimelineState(posts: [3, 2, 1])
    static let likedThree = TimelineState(posts: [3, 2, 1], liked: [3])
    static let refreshingLiked = TimelineState(posts: [3, 2, 1], liked: [3, 1], isLoading: true)

    @Test("the reducer is pure, performs no effect, handles every action and refuses the illegal ones")
    func reducer() {
        checkReducerContract(
            legal: [
                ReducerStep(from: Self.empty, on: .refresh, to: Self.loading, effects: [.fetchFeed]),
                ReducerStep(from: Self.loading, on: .loaded([3, 2, 1]), to: Self.shown),
                ReducerStep(
                    from: Self.refreshingLiked, on: .loaded([4, 3, 2]), to: TimelineState(posts: [4, 3, 2], liked: [3])),
                ReducerStep(from: Self.shown, on: .like(3), to: Self.likedThree, effects: [.sendLike(3)]),
                ReducerStep(from: Self.likedThree, on: .unlike(3), to: Self.shown, effects: [.sendUnlike(3)]),
            ],
            illegal: [
                (Self.loading, .refresh), (Self.shown, .loaded([9])), (Self.likedThree, .like(3)),
                (Self.shown, .like(9)), (Self.shown, .unlike(2)),
            ],
            reduce: { state, action in reduceTimeline(state, action) },
            effectsPerformed: { LikeAPI.shared.requestCount })
    }
}
