import Futubra
import FutubraUI

extension VIPER {
    /// The comments module's Router: it only builds the module (Back is the navigation
    /// controller's).
    @MainActor
    enum CommentsRouter {
        static func createModule(_ post: Post, _ environment: FeedEnvironment) -> ViewController {
            let interactor = CommentsInteractor(post: post, client: environment.client, user: environment.user)
            let presenter = CommentsPresenter(interactor: interactor)
            let view = CommentsViewController(presenter, work: environment.work)
            presenter.view = view
            interactor.output = presenter
            return view
        }
    }
}
