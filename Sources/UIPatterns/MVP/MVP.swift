import FutubraUI

/// The feed feature in Model-View-Presenter.
///
/// The view controller is a passive View behind a protocol (`FeedViewing`): it forwards
/// every event to its presenter and shows what it is told. The presenter holds the
/// screen's logic, asks the model, and calls the view back through the protocol.
enum MVP: FeedArchitecture {
    static let summary =
        "MVP: FeedViewController forwards events to FeedPresenter; FeedPresenter asks FeedModel and calls the view back through FeedViewing."

    @MainActor
    static func launch(in environment: FeedEnvironment) -> FeedApp {
        let model = FeedModel(client: environment.client, user: environment.user)
        let presenter = FeedPresenter(model: model)
        let view = FeedViewController(presenter, work: environment.work)
        presenter.view = view
        return FeedApp(navigation: NavigationController(root: view))
    }
}
