import Futubra
import FutubraServer
import FutubraUI

/// The feed feature in VIPER: View, Interactor, Presenter, Entity, Router, per module.
///
/// Each screen is a module. The View shows what the Presenter tells it and relays input;
/// the Interactor holds the use cases and the Entities (`Post`, `Comment`) and talks to the
/// server; the Presenter sits in the middle, both ways; the Router builds modules and
/// navigates. View and Interactor never talk to each other.
enum VIPER: FeedArchitecture {
    static let summary =
        "VIPER: FeedViewController <-> FeedPresenter <-> FeedInteractor (which calls the Server); FeedRouter builds and pushes modules."

    @MainActor
    static func launch(in environment: FeedEnvironment) -> FeedApp {
        FeedApp(navigation: NavigationController(root: FeedRouter.createModule(environment)))
    }

    // View <-> Presenter

    /// What the feed presenter tells its view.
    @MainActor
    protocol FeedViewInterface: AnyObject {
        func showLoading()
        func showError(_ message: String)
        func showRows(_ rows: [FeedRow])
    }

    /// What the comments presenter tells its view.
    @MainActor
    protocol CommentsViewInterface: AnyObject {
        func showHeader(_ text: String)
        func showComments(_ lines: [String], error: String)
        func clearDraft()
    }

    // Presenter <-> Interactor

    /// The feed use cases the presenter may start.
    @MainActor
    protocol FeedInteractorInput: AnyObject {
        func fetchFeed() async
        func toggleLike(row: Int) async
        func post(row: Int) -> Post?
    }

    /// What the feed interactor reports to its presenter.
    @MainActor
    protocol FeedInteractorOutput: AnyObject {
        func didFetch(_ posts: [Post], viewer: UserName)
        func didFail(_ error: FeedClientError)
        func didFailToToggleLike(_ error: FeedClientError)
    }

    // Presenter -> Router

    /// The feed module's ways out.
    @MainActor
    protocol FeedRouting: AnyObject {
        func showComments(of post: Post)
    }
}
