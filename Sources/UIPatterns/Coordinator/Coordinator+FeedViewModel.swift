import Futubra
import MessageTrace

extension Coordinator {
    /// The ViewModel of the feed screen in a coordinated flow: MVVM's feed view model, with
    /// its one piece of navigation replaced by an output.
    ///
    /// State, loading, retry and likes are MVVM's code (``MVVM/FeedViewModel``), reused as
    /// they are. What changes is the way out: MVVM's view model makes the comments view
    /// model for its view to push; this one only reports the user's choice through
    /// ``onSelectPost`` and lets the coordinator decide what comes next.
    @MainActor
    final class FeedViewModel {
        /// Navigation output: the user picked a post.
        var onSelectPost: ((Post) -> Void)?
        private let feed: MVVM.FeedViewModel

        init(model: FeedModel) {
            feed = MVVM.FeedViewModel(model: model)
        }

        /// The current state; every change is pushed to the bound view.
        var state: MVVM.FeedViewState { feed.state }

        /// Binds the view: `render` gets the current state now and every state after.
        func bind(_ render: @escaping (MVVM.FeedViewState) -> Void) {
            feed.bind(render)
        }

        /// Loads the feed: `loading`, then `loaded` or `failed`.
        func load() async {
            await feed.load()
        }

        /// Tries again after a failure.
        func retry() async {
            await feed.retry()
        }

        /// Likes or unlikes the post in `row`.
        func toggleLike(row: Int) async {
            await feed.toggleLike(row: row)
        }

        /// The user picked the post in `row`: tells whoever handles navigation.
        func select(row: Int) {
            guard let post = feed.post(row: row) else { return }
            Trace.call(from: "FeedViewModel", to: "FeedCoordinator", "onSelectPost(\(post.id))")
            onSelectPost?(post)
        }
    }
}
