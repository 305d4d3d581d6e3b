import Futubra
import FutubraUI
import MessageTrace

extension Coordinator {
    /// Owns the flow of the feed feature: which screen comes next and how it is built.
    ///
    /// It creates the model, the view models and the view controllers, listens to the view
    /// models' navigation events, pushes, and follows the navigation controller (as its
    /// delegate) so that its ``routes`` stay right when the user taps Back.
    @MainActor
    final class FeedCoordinator: NavigationControllerDelegate {
        /// The screens of the flow, bottom first: `feed`, `comments #1`.
        private(set) var routes: [String] = []
        /// The navigation controller the coordinator drives.
        let navigation: NavigationController
        private let work: PendingWork
        private let model: FeedModel

        /// A coordinator that will drive `navigation` (an empty one by default).
        init(environment: FeedEnvironment, navigation: NavigationController = NavigationController()) {
            work = environment.work
            self.navigation = navigation
            model = FeedModel(client: environment.client, user: environment.user)
        }

        /// Builds the first screen and makes it the root of the stack.
        func start() {
            let viewModel = FeedViewModel(model: model)
            viewModel.onSelectPost = { [weak self] post in self?.showComments(of: post) }
            navigation.delegate = self
            navigation.setViewControllers([FeedViewController(viewModel, work: work)])
        }

        /// Builds the comments screen of `post` and pushes it.
        func showComments(of post: Post) {
            let viewModel = MVVM.CommentsViewModel(post: post, model: model)
            Trace.call(from: "FeedCoordinator", to: "NavigationController", "push(comments)")
            navigation.push(MVVM.CommentsViewController(viewModel, work: work))
        }

        func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController)
        {
            switch viewController {
            case let comments as MVVM.CommentsViewController:
                routes = ["feed", "comments \(comments.postID)"]
            default:
                if routes.count > 1 {
                    Trace.note(over: "FeedCoordinator", "back on the feed")
                }
                routes = ["feed"]
            }
        }
    }
}
