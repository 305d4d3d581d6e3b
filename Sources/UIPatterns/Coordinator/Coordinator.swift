import FutubraUI

/// The feed feature in MVVM with a coordinator (MVVM-C).
///
/// The screens are MVVM screens, but none of them navigates: the feed view model only
/// announces "the user picked this post", and the coordinator, which owns the navigation
/// controller, builds the next screen and pushes it. The model and the comments screen
/// are MVVM's, reused unchanged: that is the point, screens do not know the flow.
enum Coordinator: FeedArchitecture {
    static let summary =
        "MVVM-C: screens are MVVM; FeedViewModel only reports a choice; FeedCoordinator builds and pushes screens."

    @MainActor
    static func launch(in environment: FeedEnvironment) -> FeedApp {
        let coordinator = FeedCoordinator(environment: environment)
        coordinator.start()
        return FeedApp(navigation: coordinator.navigation, owner: coordinator)
    }
}
