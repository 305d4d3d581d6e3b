import ContractSupport
import ExampleKit
import Futubra
import FutubraServer
import FutubraUI
import Testing

@testable import UIPatterns

@MainActor
private final class MockFeedView: VIPER.FeedViewInterface {
    var calls: [String] = []
    func showLoading() { calls.append("showLoading") }
    func showError(_ message: String) { calls.append("showError") }
    func showRows(_ rows: [FeedRow]) { calls.append("showRows(\(rows.map(\.likeTitle)))") }
}

/// An interactor that answers from memory and counts the use cases started.
@MainActor
private final class StubInteractor: VIPER.FeedInteractorInput {
    var started: [String] = []
    let posts: [Post]
    init(posts: [Post]) { self.posts = posts }
    func fetchFeed() async { started.append("fetchFeed") }
    func toggleLike(row: Int) async { started.append("toggleLike(\(row))") }
    func post(row: Int) -> Post? { posts.indices.contains(row) ? posts[row] : nil }
}

@MainActor
private final class MockRouter: VIPER.FeedRouting {
    var shown: [PostID] = []
    func showComments(of post: Post) { shown.append(post.id) }
}

@MainActor
private final class RecordingOutput: VIPER.FeedInteractorOutput {
    var results: [String] = []
    func didFetch(_ posts: [Post], viewer: UserName) { results.append("didFetch(\(posts.count))") }
    func didFail(_ error: FeedClientError) { results.append("didFail(\(error.status ?? 0))") }
    func didFailToToggleLike(_ error: FeedClientError) { results.append("didFailToToggleLike(\(error.status ?? 0))") }
}

@MainActor
@Suite("VIPER", .timeLimit(.minutes(1)), .watchdog)
struct VIPERTests {
    @Test("a VIPER presenter sits between a mock view and a stub interactor, passing data both ways")
    func presenterBetweenViewAndInteractor() async throws {
        let interactor = StubInteractor(posts: try SampleFeed.feed().posts)
        let presenter = VIPER.FeedPresenter(interactor: interactor, router: MockRouter())
        let view = MockFeedView()
        presenter.view = view
        await presenter.viewDidLoad()
        expect(interactor.started, equals: ["fetchFeed"])
        expect(view.calls, equals: ["showLoading"])
        presenter.didFetch(interactor.posts, viewer: SampleFeed.anna)
        expect(view.calls.last, equals: "showRows([\"Like\", \"Like\", \"Unlike\", \"Unlike\"])")
        presenter.didFail(.status(503, message: ""))
        expect(view.calls.last, equals: "showError")
    }

    @Test("the interactor owns the entities: it keeps the posts and applies the server's answer to a like")
    func interactorOwnsEntities() async throws {
        let harness = try Harness(failures: 1)
        let interactor = VIPER.FeedInteractor(client: harness.client, user: FeedScript.user)
        let output = RecordingOutput()
        interactor.output = output
        await interactor.fetchFeed()
        await interactor.fetchFeed()
        await interactor.toggleLike(row: 1)
        expect(output.results, equals: ["didFail(503)", "didFetch(4)", "didFetch(4)"])
        expect(interactor.post(row: 1)?.isLiked(by: FeedScript.user), equals: true)
        harness.server.failNext(1)
        await interactor.toggleLike(row: 1)
        expect(output.results.last, equals: "didFailToToggleLike(503)")
        expect(interactor.post(row: 1)?.isLiked(by: FeedScript.user), equals: true)
    }

    @Test("the presenter asks the router to open the comments; only the router builds and pushes modules")
    func routerNavigates() throws {
        let router = MockRouter()
        let presenter = VIPER.FeedPresenter(
            interactor: StubInteractor(posts: try SampleFeed.feed().posts), router: router)
        presenter.rowSelected(3)
        presenter.rowSelected(9)
        expect(router.shown, equals: [PostID(1)])
    }

    @Test(
        "the real router builds the comments module, wired to a working interactor, and pushes it", .tags(.drivesView))
    func realRouterPushes() async throws {
        let harness = try Harness()
        let navigation = NavigationController(root: VIPER.FeedRouter.createModule(harness.environment))
        Window().show(navigation)
        await harness.work.settle()
        let feed = try #require(navigation.topViewController?.view.first(FeedView.self))
        harness.transcript.tracing { feed.table.selectRow(3) }
        await harness.work.settle()
        let comments = try #require(navigation.topViewController as? VIPER.CommentsViewController)
        expect(comments.title, equals: "Comments on #1")
        expect(comments.view.first(CommentsView.self)?.table.cells.count, equals: 2)
        expect(harness.transcript.events.contains { $0.from == "FeedRouter" && $0.to == "NavigationController" })
    }

    @Test("the comments interactor enforces the business rule: empty text is refused without a request")
    func commentsRule() async throws {
        let harness = try Harness()
        let interactor = VIPER.CommentsInteractor(
            post: try harness.post(1), client: harness.client, user: FeedScript.user)
        await interactor.addComment(" ")
        expect(harness.writes.isEmpty)
        await interactor.addComment("Hi")
        expect(interactor.comments.map(\.content.words), equals: ["Hi"])
        expect(harness.writes, equals: ["POST /posts/1/comments -> 201"])
    }

    @Test("driving the VIPER screens: view and interactor never talk directly", .tags(.drivesView))
    func drivesTheScreen() async throws {
        let (screens, transcript) = try await playTraced(VIPER.self)
        expect(screens[6].contains("  eve: Nice to see you here"))
        let pairs = Set(transcript.events.map { [$0.from, $0.to].sorted().joined(separator: "|") })
        expect(!pairs.contains("FeedInteractor|FeedViewController"))
        expect(!pairs.contains("CommentsInteractor|CommentsViewController"))
        expect(pairs.contains("FeedInteractor|FeedPresenter"))
    }
}
