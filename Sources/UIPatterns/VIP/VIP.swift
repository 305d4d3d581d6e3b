import Futubra
import FutubraServer
import FutubraUI

/// The feed feature in VIP (Clean Swift): a one-way cycle per scene.
///
/// The view controller sends a Request to the Interactor; the Interactor does the work
/// (with a Worker for the server) and sends a Response to the Presenter; the Presenter
/// formats a ViewModel and hands it to the view controller. Nobody calls backwards. The
/// Router moves between scenes, passing data through the interactors' data stores.
enum VIP: FeedArchitecture {
    static let summary =
        "VIP: FeedViewController -> FeedInteractor (FeedWorker calls the Server) -> FeedPresenter -> FeedViewController, one way."

    @MainActor
    static func launch(in environment: FeedEnvironment) -> FeedApp {
        FeedApp(navigation: NavigationController(root: FeedConfigurator.scene(environment)))
    }

    /// Builds a feed scene and wires its cycle, as Clean Swift's configurator.
    @MainActor
    enum FeedConfigurator {
        static func scene(_ environment: FeedEnvironment) -> FeedViewController {
            let worker = FeedWorker(client: environment.client)
            let presenter = FeedPresenter()
            let interactor = FeedInteractor(worker: worker, presenter: presenter, user: environment.user)
            let router = FeedRouter(dataStore: interactor, environment: environment)
            let viewController = FeedViewController(interactor: interactor, router: router, work: environment.work)
            presenter.viewController = viewController
            router.viewController = viewController
            return viewController
        }
    }

    /// The view controller's way in: requests only, no answers.
    @MainActor
    protocol FeedBusinessLogic: AnyObject {
        func load(_ request: FeedScene.Load.Request) async
        func like(_ request: FeedScene.Like.Request) async
        func select(_ request: FeedScene.Select.Request)
    }

    /// What the feed scene keeps for others (the router reads it when leaving).
    @MainActor
    protocol FeedDataStore: AnyObject {
        var posts: [Post] { get }
        var selectedPost: Post? { get }
    }

    /// What the comments scene is given by the router that shows it.
    @MainActor
    protocol CommentsDataStore: AnyObject {
        var post: Post? { get set }
    }

    /// The interactor's way out: responses to format.
    @MainActor
    protocol FeedPresentationLogic: AnyObject {
        func present(_ response: FeedScene.Load.Response)
        func presentSelection()
    }

    /// The presenter's way out: view models to display.
    @MainActor
    protocol FeedDisplayLogic: AnyObject {
        func display(_ viewModel: FeedScene.Load.ViewModel)
        func displaySelection()
    }

    /// Talks to the server for the interactors (a stub stands in for it in tests).
    @MainActor
    protocol FeedWorking {
        func fetchFeed() async throws(FeedClientError) -> Feed
        func setLike(_ liked: Bool, on id: PostID, by user: UserName) async throws(FeedClientError) -> Post
        func comments(on id: PostID) async throws(FeedClientError) -> [Comment]
        func addComment(_ text: String, on id: PostID, by user: UserName) async throws(FeedClientError) -> Comment
    }
}
