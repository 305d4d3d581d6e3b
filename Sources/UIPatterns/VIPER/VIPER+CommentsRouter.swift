import ExampleKit
import Futubra
import FutubraServer
import FutubraUI

extension VIPER {
    /// The comments module's Router: it only builds the module (Back is the navigation
    /// controller's).
    @MainActor
    enum CommentsRouter {
        static func createModule(_ post: Post, _ environment: FeedEnvironment) -> ViewController {
            let interactor = CommentsInteractor(
                post: post, api: environment.api(as: "CommentsInteractor"), user: environment.user)
            let presenter = CommentsPresenter(interactor: interactor, transcript: environment.transcript)
            let view = CommentsViewController(presenter, environment)
            presenter.view = view
            interactor.output = presenter
            return view
        }
    }
}
