import FutubraUI

/// The feed feature in Model-View-Controller, the way UIKit apps are usually written.
///
/// The model owns the feed and talks to the server; the views are plain widgets; the view
/// controller receives every event, asks the model, formats, validates, updates the
/// widgets itself and pushes the next screen.
enum MVC: FeedArchitecture {
    static let summary =
        "MVC: FeedViewController takes the taps, asks FeedModel (which calls the Server) and updates FeedView itself."

    @MainActor
    static func launch(in environment: FeedEnvironment) -> FeedApp {
        let model = FeedModel(client: environment.client, user: environment.user)
        return FeedApp(navigation: NavigationController(root: FeedViewController(model, work: environment.work)))
    }
}
