import FutubraUI

/// The feed feature in Model-View-ViewModel.
///
/// The view controller (the View) binds to a view model's state and forwards user events
/// to it; the view model turns the model's data into display-ready state and knows no
/// widget; the model owns the feed and talks to the server. Navigation stays in the view
/// controller, which asks the view model for the next screen's view model.
enum MVVM: FeedArchitecture {
    static let summary =
        "MVVM: FeedViewController binds to FeedViewModel's state; FeedViewModel asks FeedModel; FeedModel calls the Server."

    @MainActor
    static func launch(in environment: FeedEnvironment) -> FeedApp {
        let model = FeedModel(client: environment.client, user: environment.user)
        let viewModel = FeedViewModel(model: model)
        return FeedApp(navigation: NavigationController(root: FeedViewController(viewModel, work: environment.work)))
    }
}
