import ContractSupport
import ExampleKit
import Futubra
import FutubraServer
import Testing

@testable import UIPatterns

/// A worker that answers from memory: the first fetch fails, likes are applied locally.
@MainActor
private final class StubWorker: VIP.FeedWorking {
    var failuresLeft = 1
    var likeFails = false
    var sent: [String] = []

    func fetchFeed() async throws(FeedClientError) -> Feed {
        if failuresLeft > 0 {
            failuresLeft -= 1
            throw .status(503, message: "down")
        }
        return try await Self.sample()
    }

    func setLike(_ liked: Bool, on id: PostID, by user: UserName) async throws(FeedClientError) -> Post {
        sent.append("setLike(\(liked), \(id))")
        if likeFails { throw .status(503, message: "down") }
        guard var post = try await Self.sample().post(id: id) else { throw .status(404, message: "") }
        if liked { post.like(by: user) } else { post.unlike(by: user) }
        return post
    }

    func comments(on id: PostID) async throws(FeedClientError) -> [Futubra.Comment] { [] }

    func addComment(_ text: String, on id: PostID, by user: UserName) async throws(FeedClientError) -> Futubra.Comment {
        sent.append("addComment")
        do {
            return Futubra.Comment(id: CommentID(1), author: user, content: try .text(text))
        } catch {
            throw .status(400, message: error.description)
        }
    }

    private static func sample() async throws(FeedClientError) -> Feed {
        do { return try SampleFeed.feed() } catch { throw .invalidResponse("\(error)") }
    }
}

/// A presenter that records the responses it was handed.
@MainActor
private final class SpyPresenter: VIP.FeedPresentationLogic {
    var responses: [String] = []
    func present(_ response: VIP.FeedScene.Load.Response) { responses.append(response.summary) }
    func presentSelection() { responses.append("selection") }
}

/// A view controller stand-in that records the view models it was given.
@MainActor
private final class SpyDisplay: VIP.FeedDisplayLogic {
    var viewModels: [VIP.FeedScene.Load.ViewModel] = []
    func display(_ viewModel: VIP.FeedScene.Load.ViewModel) { viewModels.append(viewModel) }
    func displaySelection() {}
}

@MainActor
@Suite("VIP (Clean Swift)", .timeLimit(.minutes(1)), .watchdog)
struct VIPTests {
    @Test("a VIP interactor with a stub worker hands every result to the presenter and never to the view")
    func interactorToPresenter() async {
        let worker = StubWorker()
        let presenter = SpyPresenter()
        let interactor = VIP.FeedInteractor(worker: worker, presenter: presenter, user: FeedScript.user)
        await interactor.load(.init())
        await interactor.load(.init())
        await interactor.like(.init(row: 1))
        expect(
            presenter.responses, equals: ["loading", "failed(503)", "loading", "loaded(4 posts)", "loaded(4 posts)"])
        expect(worker.sent, equals: ["setLike(true, #3)"])
        worker.likeFails = true
        await interactor.like(.init(row: 1))
        expect(presenter.responses.last, equals: "loaded(4 posts)")
        expect(interactor.posts[1].isLiked(by: FeedScript.user))
    }

    @Test("the VIP presenter only formats: a response becomes a view model with Retry or Unlike")
    func presenterFormats() throws {
        let presenter = VIP.FeedPresenter()
        let display = SpyDisplay()
        presenter.viewController = display
        presenter.present(.failed(.status(503, message: "")))
        presenter.present(.loaded(try SampleFeed.feed().posts, viewer: SampleFeed.anna))
        expect(display.viewModels[0].showsRetry)
        expect(display.viewModels[1].rows.map(\.likeTitle), equals: ["Like", "Like", "Unlike", "Unlike"])
        expect(!display.viewModels[1].showsRetry && display.viewModels[1].status.isEmpty)
    }

    @Test("the interactor's data store owns the scene's state, including which post was selected")
    func dataStoreOwnsState() async {
        let presenter = SpyPresenter()
        let interactor = VIP.FeedInteractor(worker: StubWorker(), presenter: presenter, user: FeedScript.user)
        interactor.select(.init(row: 0))
        expect(interactor.selectedPost == nil)
        await interactor.load(.init())
        await interactor.load(.init())
        interactor.select(.init(row: 3))
        expect(interactor.selectedPost?.id, equals: PostID(1))
        expect(presenter.responses.last, equals: "selection")
    }

    @Test("the router routes with data: the comments scene starts from the post in the feed's data store")
    func routerPassesData() async throws {
        let feed = VIP.FeedInteractor(worker: StubWorker(), presenter: SpyPresenter(), user: FeedScript.user)
        await feed.load(.init())
        await feed.load(.init())
        feed.select(.init(row: 3))
        let comments = VIP.CommentsInteractor(worker: StubWorker(), user: FeedScript.user)
        expect(comments.post == nil)
        VIP.FeedRouter.passData(from: feed, to: comments)
        expect(comments.post?.id, equals: PostID(1))
    }

    @Test("the comments interactor refuses empty text before its worker is asked, then sends a real comment")
    func commentsRule() async throws {
        let worker = StubWorker()
        let comments = VIP.CommentsInteractor(worker: worker, user: FeedScript.user)
        comments.post = try SampleFeed.post(1)
        await comments.send(.init(text: "  "))
        expect(worker.sent.isEmpty)
        expect(comments.comments.isEmpty)
        await comments.send(.init(text: "Hi"))
        expect(worker.sent, equals: ["addComment"])
        expect(comments.comments.map(\.author), equals: [FeedScript.user])
    }

    @Test("driving the VIP scene: requests, responses and view models go round one way", .tags(.drivesView))
    func drivesTheScreen() async throws {
        let (_, transcript) = try await playTraced(VIP.self)
        expect(
            eventsOfGesture(1, in: transcript),
            equals: [
                "User -> FeedViewController: tap [Retry]",
                "FeedViewController -> FeedInteractor: load(Request())",
                "FeedInteractor -> FeedPresenter: present(loading)",
                "FeedPresenter -> FeedViewController: display(0 rows)",
                "FeedWorker -> Server: GET /feed",
                "Server --> FeedWorker: 4 posts",
                "FeedInteractor -> FeedPresenter: present(loaded(4 posts))",
                "FeedPresenter -> FeedViewController: display(4 rows)",
            ])
        let backwards = transcript.events.filter {
            ($0.from == "FeedPresenter" && $0.to == "FeedInteractor")
                || ($0.from == "FeedInteractor" && $0.to == "FeedViewController")
        }
        expect(backwards.isEmpty)
    }
}
