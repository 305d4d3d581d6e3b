import Futubra
import FutubraUI
import MessageTrace

extension VIPER {
    /// The feed module's Router: builds the module (wires V, I, P and R) and navigates out.
    @MainActor
    final class FeedRouter: FeedRouting {
        /// The module's view controller, for pushing; weak, the navigation stack owns it.
        weak var viewController: ViewController?
        private let environment: FeedEnvironment

        private init(environment: FeedEnvironment) {
            self.environment = environment
        }

        /// Builds the feed module, wiring its view, presenter, interactor and router, and
        /// returns its view: the module's one public way in.
        static func createModule(_ environment: FeedEnvironment) -> ViewController {
            let interactor = FeedInteractor(client: environment.client, user: environment.user)
            let router = FeedRouter(environment: environment)
            let presenter = FeedPresenter(interactor: interactor, router: router)
            let view = FeedViewController(presenter, work: environment.work)
            presenter.view = view
            interactor.output = presenter
            router.viewController = view
            return view
        }

        func showComments(of post: Post) {
            Trace.call(from: "FeedRouter", to: "NavigationController", "push(comments module)")
            viewController?.navigationController?.push(CommentsRouter.createModule(post, environment))
        }
    }
}
