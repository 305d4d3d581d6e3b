import Futubra
import FutubraUI

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

        /// Builds the feed module and returns its view, as the seed's `createModule()`.
        static func createModule(_ environment: FeedEnvironment) -> ViewController {
            let interactor = FeedInteractor(api: environment.api(as: "FeedInteractor"), user: environment.user)
            let router = FeedRouter(environment: environment)
            let presenter = FeedPresenter(interactor: interactor, router: router, transcript: environment.transcript)
            let view = FeedViewController(presenter, environment)
            presenter.view = view
            interactor.output = presenter
            router.viewController = view
            return view
        }

        func showComments(of post: Post) {
            environment.transcript.trace(from: "FeedRouter", to: "NavigationController", "push(comments module)")
            viewController?.navigationController?.push(CommentsRouter.createModule(post, environment))
        }
    }
}
