import FutubraUI

/// The feed feature in Redux: one store, one state, actions, a pure reducer, subscribers.
///
/// Views never change anything: they dispatch actions and render the state the store
/// pushes to them. The reducer computes the next state and says which side effect (a
/// server call) to run; the effect's result comes back as another action. Even navigation
/// is state: the comments screen is shown because `state.comments` is not `nil`.
enum Redux: FeedArchitecture {
    static let summary =
        "Redux: views dispatch actions to FeedStore; feedReducer makes the next state; FeedEffects call the Server; FeedStore pushes state to subscribers."

    @MainActor
    static func launch(in environment: FeedEnvironment) -> FeedApp {
        let store = FeedStore(
            state: FeedState(user: environment.user),
            effects: FeedEffects(client: environment.client), work: environment.work)
        return FeedApp(navigation: NavigationController(root: FeedViewController(store)), owner: store)
    }
}
