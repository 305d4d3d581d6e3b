import ContractSupport
import ExampleKit
import Futubra
import Testing

@testable import UIPatterns

@MainActor
@Suite("MVVM", .timeLimit(.minutes(1)), .watchdog)
struct MVVMTests {
    @Test("a view model publishes loading, then failed, then loaded rows after retry, with no view at all")
    func viewModelStates() async throws {
        let harness = try Harness(failures: 1)
        let viewModel = MVVM.FeedViewModel(model: harness.model())
        var states: [MVVM.FeedViewState] = []
        viewModel.bind { states.append($0) }
        await viewModel.load()
        await viewModel.retry()
        expect(states.map(\.summary), equals: ["loading", "loading", "failed", "loading", "loaded(4 rows)"])
        expect(
            states[2],
            equals: .failed(FeedText.loadFailed(.status(503, message: "the service is unavailable, try again"))))
    }

    @Test("the view model's state is the screen: a like turns the row's button to Unlike, and the server agrees")
    func toggleLike() async throws {
        let harness = try Harness()
        let viewModel = MVVM.FeedViewModel(model: harness.model())
        await viewModel.load()
        await viewModel.toggleLike(row: 1)
        guard case .loaded(let rows) = viewModel.state else {
            Issue.record("not loaded")
            return
        }
        expect(rows[1].likeTitle, equals: "Unlike")
        expect(harness.server.feed.post(id: PostID(3))?.isLiked(by: FeedScript.user), equals: true)
        await viewModel.toggleLike(row: 1)
        expect(harness.writes, equals: ["POST /posts/3/like -> 200", "POST /posts/3/unlike -> 200"])
    }

    @Test("navigation: the feed view model makes the comments view model for a row; the view only pushes it")
    func commentsViewModelForRow() async throws {
        let harness = try Harness()
        let viewModel = MVVM.FeedViewModel(model: harness.model())
        expect(viewModel.commentsViewModel(row: 3) == nil)
        await viewModel.load()
        let comments = try #require(viewModel.commentsViewModel(row: 3))
        expect(comments.postID, equals: PostID(1))
        await comments.load()
        expect(comments.state.comments.count, equals: 2)
    }

    @Test("the comments view model refuses an empty draft without asking the server, then sends a real one")
    func commentValidation() async throws {
        let harness = try Harness()
        let comments = MVVM.CommentsViewModel(post: try harness.post(1), model: harness.model())
        comments.draft = "   "
        await comments.send()
        expect(comments.state.error, equals: FeedText.emptyComment)
        expect(harness.writes.isEmpty)
        comments.draft = "Hi"
        await comments.send()
        expect(comments.state.comments.last, equals: "  eve: Hi")
        expect(comments.state.draft.isEmpty && comments.state.error.isEmpty)
        expect(harness.writes, equals: ["POST /posts/1/comments -> 201"])
    }

    @Test(
        "MVVM's retry goes View -> ViewModel -> Model -> Server, and the answer comes back the same way",
        .tags(.drivesView))
    func sequence() async throws {
        let (_, transcript) = try await playTraced(MVVM.self)
        expect(
            eventsOfGesture(1, in: transcript),
            equals: [
                "User -> FeedViewController: tap [Retry]",
                "FeedViewController -> FeedViewModel: retry()",
                "FeedViewModel --> FeedViewController: state = loading",
                "FeedViewModel -> FeedModel: loadFeed()",
                "FeedModel -> Server: GET /feed",
                "Server --> FeedModel: 4 posts",
                "FeedModel --> FeedViewModel: 4 posts",
                "FeedViewModel --> FeedViewController: state = loaded(4 rows)",
            ])
    }

    @Test("driving MVVM: Retry after a failure, Unlike after a like, an empty comment refused", .tags(.drivesView))
    func drivesTheScreen() async throws {
        let screens = try await FeedScript.play(MVVM.self)
        expect(screens[0].contains("[Retry]"))
        expect(screens[2].contains("#3 bob: [image] My cat, judging me ♥1 [Unlike]"))
        expect(screens[5].last, equals: FeedText.emptyComment)
        expect(screens[6].contains("  eve: Nice to see you here"))
        expect(screens[7].first, equals: FeedText.feedTitle)
    }
}
